-- AI assistant drafts (POST /ai-assist): every answer of the assistant for an API, kept so
-- an administrator can come back to it (GET /ai-assist/drafts/:apiId). A draft is advice,
-- never applied to the API by itself. `result` is the answer's JSON object; `engine` says
-- whether the language model ('remote') or the embedded rules ('embedded') wrote it.
CREATE TABLE ai_assist_drafts (
    id          text        PRIMARY KEY CHECK (starts_with(id, 'drf_')),
    org_id      text        NOT NULL,
    api_id      text        NOT NULL,
    want        text        NOT NULL
                            CHECK (want IN ('fields', 'prompt', 'edge-cases', 'test-transcript', 'diagnose', 'chat')),
    message     text        NOT NULL DEFAULT '',
    result      jsonb       NOT NULL CHECK (jsonb_typeof(result) = 'object'),
    engine      text        NOT NULL CHECK (engine IN ('embedded', 'remote')),
    created_by  text        NOT NULL,
    created_at  timestamptz NOT NULL DEFAULT now(),
    FOREIGN KEY (org_id, api_id) REFERENCES apis (org_id, id) ON DELETE RESTRICT
);
-- Newest first per API, with the id as the keyset tie-breaker.
CREATE INDEX ai_assist_drafts_api_idx ON ai_assist_drafts (org_id, api_id, created_at DESC, id DESC);

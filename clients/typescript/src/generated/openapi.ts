// GENERATED from docs/openapi.yaml by clients/typescript/scripts/generate.mjs (openapi-typescript).
// Do not edit: change the source and run `npm run generate`.

/* eslint-disable */
export interface paths {
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness probe
         * @description 200 while the process serves requests. Needs no credential.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness probe
         * @description 200 when the database answers, has every migration the binary knows, and any newer
         *     migrations are compatible with this binary (a rolling upgrade in progress).
         *     Otherwise 503 `SERVICE_UNAVAILABLE` with `checks` in the error body. Needs no credential.
         */
        get: operations["getReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Prometheus metrics
         * @description Prometheus text exposition format 0.0.4. Metric families are listed in docs/operations.md. Needs no credential.
         */
        get: operations["getMetrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/studio/v1/orgs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List organisations
         * @description Every organisation the service has seen, ordered by id. PLATFORM_ADMIN only.
         */
        get: operations["listOrgs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/studio/v1/orgs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Suspend or reactivate an organisation
         * @description Sets the organisation's status. A suspended organisation gets 401 `ORG_SUSPENDED`
         *     on every credential of it (JWTs and API keys) within a few seconds on every replica.
         *     PLATFORM_ADMIN only.
         */
        patch: operations["updateOrg"];
        trace?: never;
    };
    "/api/studio/v1/projects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List projects
         * @description Live (not deleted) projects of the caller's organisation, oldest first.
         */
        get: operations["listProjects"];
        put?: never;
        /**
         * Create a project
         * @description `slug` defaults to one derived from `name`. Slugs are unique among the
         *     organisation's live projects (a deleted project's slug can be reused).
         */
        post: operations["createProject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/studio/v1/projects/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Project id (`prj_…`). */
                id: components["parameters"]["ProjectIdPath"];
            };
            cookie?: never;
        };
        /** Read a project */
        get: operations["getProject"];
        put?: never;
        post?: never;
        /**
         * Soft-delete a project
         * @description The project disappears from every read, and with it its APIs (from management and
         *     discovery), keys (which stop working: 401 `INVALID_API_KEY`), webhooks and test
         *     transcripts. Nothing is erased.
         */
        delete: operations["deleteProject"];
        options?: never;
        head?: never;
        /**
         * Update a project
         * @description Present members change; absent or null ones stay.
         */
        patch: operations["updateProject"];
        trace?: never;
    };
    "/api/studio/v1/dev-sign-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether development sign-in is offered
         * @description 200 when the server runs with `[console] dev_sign_in = true` (what `scripts/run` sets;
         *     the configuration refuses it unless `[http] listen` is a loopback address), 404
         *     `NOT_FOUND` otherwise. Needs no credential.
         */
        get: operations["getDevSignIn"];
        put?: never;
        /**
         * Get a management token for the demo organisation
         * @description Only when development sign-in is offered (see GET): an HS256 `ORG_ADMIN` token for
         *     `org_demo`, valid for 8 hours, signed with the configured secret. 404 `NOT_FOUND`
         *     otherwise. Needs no credential; never enable it on a shared server.
         */
        post: operations["devSignIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/studio/v1/templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List starter templates
         * @description The starter templates offered when an API is created (`opd-consult`,
         *     `discharge-summary`, `prescription`, `vitals-triage`, `referral-letter`), each with
         *     a complete draft. Not paginated.
         */
        get: operations["listTemplates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/studio/v1/projects/{id}/apis": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Project id (`prj_…`). */
                id: components["parameters"]["ProjectIdPath"];
            };
            cookie?: never;
        };
        /**
         * List a project's APIs
         * @description Every API of the project, any status, oldest first.
         */
        get: operations["listProjectApis"];
        put?: never;
        /**
         * Create an API
         * @description Creates a `DRAFT` API at version 0. The draft is blank, or a copy of the named
         *     starter template. `slug` defaults to one derived from `name` and is unique in the
         *     organisation. Unknown members are refused (422).
         */
        post: operations["createApi"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/studio/v1/apis/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description API id (`api_…`). */
                id: components["parameters"]["ApiIdPath"];
            };
            cookie?: never;
        };
        /** Read an API */
        get: operations["getApi"];
        put?: never;
        post?: never;
        /**
         * Archive an API
         * @description Sets status `ARCHIVED` (final; nothing is erased). Archiving an archived API
         *     returns it unchanged.
         */
        delete: operations["archiveApi"];
        options?: never;
        head?: never;
        /**
         * Edit an API's name, draft or settings
         * @description Each member of `draft` that is present replaces that part of the draft whole (and
         *     is validated in full); `settings` merges. Turning `enforceClinicalFoundation` off
         *     needs a non-empty `reason`, kept in the management audit log. Unknown members are
         *     refused (422). The published content changes only on publish. An archived API
         *     refuses with 409 `API_ARCHIVED`.
         */
        patch: operations["updateApi"];
        trace?: never;
    };
    "/api/studio/v1/apis/{id}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description API id (`api_…`). */
                id: components["parameters"]["ApiIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish the draft
         * @description Validates the draft again (a publishable draft needs at least one section),
         *     copies it into the published content, sets status `PUBLISHED`, records version
         *     N+1 and writes an `api.published` webhook event in the same transaction. No body.
         */
        post: operations["publishApi"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/studio/v1/apis/{id}/versions": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description API id (`api_…`). */
                id: components["parameters"]["ApiIdPath"];
            };
            cookie?: never;
        };
        /**
         * List published versions
         * @description Newest first. Archived APIs keep their versions.
         */
        get: operations["listApiVersions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/studio/v1/apis/{id}/versions/{version}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description API id (`api_…`). */
                id: components["parameters"]["ApiIdPath"];
                /** @description A published version number of this API. */
                version: number;
            };
            cookie?: never;
        };
        /**
         * One version's content
         * @description The schema, system prompt, inputs and insights a publish recorded as this version,
         *     e.g. to compare it with the draft before a rollback. 404 `NOT_FOUND` when the API has
         *     no such version.
         */
        get: operations["getApiVersion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/studio/v1/apis/{id}/versions/{version}/rollback": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description API id (`api_…`). */
                id: components["parameters"]["ApiIdPath"];
                /** @description A published version number of this API. */
                version: number;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Copy a version into the draft
         * @description Copies the version's schema, system prompt, inputs and insights into the draft.
         *     Status, version and the published content do not change; the next publish applies
         *     the copy as a new version. Audit-logged. No body.
         */
        post: operations["rollbackApi"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/studio/v1/apis": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List APIs by slug
         * @description With an API key (scope `apis:read`): the APIs of the key's project. With a
         *     management JWT: those of the whole organisation. APIs of deleted projects are never
         *     listed. Ordered by slug; not paginated; a bare array.
         */
        get: operations["discoverApis"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/studio/v1/apis/by-slug/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read an API by slug
         * @description Same credentials and visibility as `GET /apis`. Any status is returned (a draft
         *     has `version` 0 and null published members). When no visible API has the slug:
         *     404 `API_NOT_FOUND` with `availableSlugs`, the caller's published slugs (at most 100).
         */
        get: operations["getApiBySlug"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/studio/v1/audio/transcribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Transcribe a recording
         * @description Multipart upload, streamed to a temporary file as it arrives (never held in
         *     memory). Any format FFmpeg decodes with an audio stream (wav, mp3, m4a/aac,
         *     ogg/opus, webm/opus, flac, amr). Recordings longer than `audio.chunk_threshold_s`
         *     (3300 s) are cut at the quietest moment near each boundary and transcribed in
         *     parallel (`chunked`, `chunkCount`). The embedded engine hears English only
         *     (`language` other than `en` → 400 `UNSUPPORTED_LANGUAGE`); `speakerMode` is
         *     accepted and has no effect with it (no diarisation). Audited like `/extract`
         *     (endpoint `audio.transcribe`, `audioSeconds` = the decoded length rounded up).
         */
        post: operations["transcribeAudio"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/studio/v1/audio/extract/{apiSlug}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Slug of a `PUBLISHED` API of the key's project. */
                apiSlug: components["parameters"]["ApiSlugPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Transcribe a recording and fill the API's schema
         * @description As `/audio/transcribe`, then the transcript runs through the published API exactly
         *     as `/extract` would run it; evidence offsets point into `transcript`. `inputs` is a
         *     JSON object encoded as a string. Audited with endpoint `audio.extract`. An upload
         *     with no recognisable speech is 422 on `file`. Audio is never retained, even with
         *     `retainPayloads` (only the form fields are).
         */
        post: operations["extractAudio"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/studio/v1/audio/extract/{apiSlug}/stream": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Slug of a `PUBLISHED` API of the key's project. */
                apiSlug: components["parameters"]["ApiSlugPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * As /audio/extract, answered as a stream of server-sent events
         * @description `text/event-stream`; frames `event: <type>` + `data: <json>` in the order
         *     `transcript` (`{type, transcript, language, durationSec, chunked, chunkCount}`),
         *     `data` (`{type, data, apiSlug, version}`), `done` (`{type, requestId, latencyMs}`,
         *     sent once the invocation record is durable). A failure after the stream started is
         *     one `error` frame (`{type: "error", message, code}`) and the stream ends; failures
         *     found before it starts (auth, 404, 413, 422, unsupported language) are ordinary HTTP
         *     errors. `: keep-alive` comments every `http.sse_keepalive_s` (15 s) while work
         *     runs. If the client disconnects, the work is cancelled and the call is recorded as
         *     FAILED with `CLIENT_CLOSED`. Audited with endpoint `audio.extract.stream`.
         *
         *     With form field `progress=true`, `progress` frames
         *     (`{type: "progress", stage, chunksDone, chunkCount}`) come before `transcript`:
         *     `decode` (0 of N chunks), `transcribe` after each chunk (1..N of N), then `extract`
         *     (N of N). Without it the frames are exactly transcript, data, done.
         */
        post: operations["extractAudioStream"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/studio/v1/extract/{apiSlug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Extract structured data from a text
         * @description Fills the published schema of the API `apiSlug` (a `PUBLISHED` API of the key's
         *     project) from `text`. Needs an API key with the scope `extract`; takes a rate-limit
         *     token; audited (one invocation record per call, endpoint `extract`) and accepts
         *     `Idempotency-Key` (docs/api.md "Audit and idempotency").
         *
         *     Checks, in order: the body is a JSON object (400); `patientHash`, `recordedById`,
         *     `text`, `includeInsights`, `format` (422); the slug (404 `API_NOT_FOUND`);
         *     `inputs` against the API's declared inputs (422). Each of these failures is
         *     recorded as a `FAILED` invocation.
         *
         *     `data` has one member per top-level schema field, in schema order, every field
         *     present (`null` when nothing was found). Evidence offsets are half-open Unicode
         *     code-point offsets into the text the engine ran on: the text sent or, with the
         *     API's `redactPHI` on, the redacted text (not returned), which shifts offsets after
         *     each redacted identifier. Numbers are plain decimals, the shortest that read
         *     back to the same value (`38.33`).
         */
        post: operations["extract"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/studio/v1/insights/{apiSlug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Insights for a transcript
         * @description Runs the insight rules of the API's published insights configuration (its `kinds`)
         *     over `transcript`, with the API's clinical priors. Needs an API key with the scope
         *     `insights`; takes a rate-limit token; audited (endpoint `insights`) and accepts
         *     `Idempotency-Key`. Checks, in order: JSON object (400); `patientHash`,
         *     `recordedById`, `transcript`, `priorNoteSummary` (422); the slug (404
         *     `API_NOT_FOUND`); insights enabled (404 `INSIGHTS_NOT_ENABLED`). With the API's
         *     `redactPHI` on, `transcript` and `priorNoteSummary` are redacted before any language
         *     model reads them, and the answer carries `phiTokenMap`.
         */
        post: operations["insights"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/studio/v1/summarize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Summarize a text
         * @description A summary of `text` in one of four styles, built from the facts the engine finds
         *     and sentences copied from the text. Needs an API key with the scope `summarize`;
         *     takes a rate-limit token. Not audited: no invocation record, no webhook event;
         *     `Idempotency-Key`, `patientHash` and `recordedById` are ignored. Checks, in order:
         *     JSON object (400); `text`, `style`, `maxLines`, `language` being a string (422);
         *     the language (400 `UNSUPPORTED_LANGUAGE`: a code outside `GET /languages`, or any
         *     code but `en`, since the built-in engine writes English only).
         */
        post: operations["summarize"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/studio/v1/languages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the language codes
         * @description The 23 language codes the service knows (ISO 639-1, lower case), English first.
         *     No credential (an `Authorization` header is ignored) and no rate limit. Only `en`
         *     is accepted as a `/summarize` language today.
         */
        get: operations["listLanguages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/studio/v1/projects/{id}/keys": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Project id (`prj_…`). */
                id: components["parameters"]["ProjectIdPath"];
            };
            cookie?: never;
        };
        /**
         * List a project's keys
         * @description Every key of the project (revoked ones too), oldest first; never the plaintext or its hash.
         */
        get: operations["listKeys"];
        put?: never;
        /**
         * Create a key
         * @description Returns the plaintext `key` once, in this response only (with
         *     `Cache-Control: no-store`). The service keeps a bcrypt hash and the public lookup
         *     prefix.
         */
        post: operations["createKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/studio/v1/keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Key id (`key_…`). */
                id: components["schemas"]["KeyId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke a key
         * @description The key stops working (401 `KEY_REVOKED`) on every replica within seconds, and a
         *     `key.revoked` webhook event is written in the same transaction. Revoking a
         *     revoked key returns it unchanged and writes no event.
         */
        delete: operations["revokeKey"];
        options?: never;
        head?: never;
        /**
         * Update a key
         * @description Present members change; absent ones stay; `expiresAt: null` removes the expiry.
         *     Scope and expiry changes reach every replica's key cache within seconds.
         *     A revoked key cannot be changed (409 `CONFLICT`).
         */
        patch: operations["updateKey"];
        trace?: never;
    };
    "/api/studio/v1/projects/{projectId}/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Project id (`prj_…`). */
                projectId: components["schemas"]["ProjectId"];
            };
            cookie?: never;
        };
        /**
         * List a project's webhooks
         * @description Live (not deleted) webhooks of the project, oldest first; never the secret.
         */
        get: operations["listWebhooks"];
        put?: never;
        /**
         * Create a webhook
         * @description Returns the signing `secret` once, in this response only (with
         *     `Cache-Control: no-store`). Repeated event names are kept once.
         */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/studio/v1/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Webhook id (`whk_…`). */
                id: components["parameters"]["WebhookIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Soft-delete a webhook
         * @description The webhook disappears from reads and gets no new deliveries.
         */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        /**
         * Update a webhook
         * @description Present members change; absent ones stay. `active: false` stops new deliveries
         *     being created for the webhook (deliveries already pending are still attempted).
         */
        patch: operations["updateWebhook"];
        trace?: never;
    };
    "/api/studio/v1/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Webhook id (`whk_…`). */
                id: components["parameters"]["WebhookIdPath"];
            };
            cookie?: never;
        };
        /**
         * List a webhook's deliveries
         * @description One delivery per event and webhook, newest first, with its state and attempts.
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/studio/v1/apis/{id}/playground": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description API id (`api_…`). */
                id: components["parameters"]["ApiIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run the API's draft on a text or a saved test transcript
         * @description Runs the DRAFT configuration (draft schema, declared inputs and insights, current
         *     settings) exactly as `/extract` would run it once published, and answers with the
         *     same shape as `/extract` with `version: "draft"`. Give exactly one of `text` or
         *     `testTranscriptId`. An unfinished draft answers 422 with its problems in `fields`.
         *     Every run (success or failure, except an unknown API) is recorded as an invocation
         *     with endpoint `playground`, the administrator's `sub` as `recordedById` and no key;
         *     the response is sent only once that record is durable (else 503 AUDIT_UNAVAILABLE).
         */
        post: operations["runPlayground"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/studio/v1/ai-assist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask the AI assistant about an API's draft
         * @description Answers about the API's DRAFT and stores the answer as a draft (advice; nothing is
         *     applied to the API). `want` decides the answer's `result`:
         *     - `fields`: `{schema, basedOnTemplate, conditions, notes}`: a schema the API accepts
         *       as it is, from the closest starter template plus fields for the topics `message`
         *       describes (defaults to the API's slug), hinted with conditions from the terminology.
         *     - `prompt`: `{systemPrompt, notes}`: one instruction line per field, by type.
         *     - `edge-cases`: `{cases: [{field, kind, input, expect}]}`.
         *     - `test-transcript`: `{transcript, covers}`: a consult mentioning every field.
         *     - `diagnose`: `{runs: [{testTranscriptId, name, emptyFields, mismatches}], alwaysEmpty,
         *       advice}`: the draft really run on the API's saved test transcripts (up to 20),
         *       through the configured language engine.
         *     - `chat`: `{answer, suggestions: [{want, why}]}`; `message` is required.
         *     With a remote language engine the model's reply is added as `result.answer` and
         *     `engine` is `remote`; when the model fails the built-in answer stands alone and the
         *     response carries `X-Svc-Degraded: language`.
         */
        post: operations["askAiAssistant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/studio/v1/ai-assist/drafts/{apiId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The API the drafts are about. */
                apiId: components["schemas"]["ApiId"];
            };
            cookie?: never;
        };
        /**
         * List the assistant's drafts for an API
         * @description Newest first.
         */
        get: operations["listAiAssistDrafts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/studio/v1/apis/{id}/test-transcripts": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description API id (`api_…`). */
                id: components["parameters"]["ApiIdPath"];
            };
            cookie?: never;
        };
        /**
         * List an API's test transcripts
         * @description Oldest first.
         */
        get: operations["listTestTranscripts"];
        put?: never;
        /**
         * Save a test transcript
         * @description Archived APIs accept and keep test transcripts too.
         */
        post: operations["createTestTranscript"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/studio/v1/test-transcripts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Test transcript id (`tt_…`). */
                id: components["schemas"]["TestTranscriptId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a test transcript
         * @description A hard delete; the response is the transcript as it was.
         */
        delete: operations["deleteTestTranscript"];
        options?: never;
        head?: never;
        /**
         * Update a test transcript
         * @description Present members change; absent ones stay; `expected: null` clears the expectation.
         */
        patch: operations["updateTestTranscript"];
        trace?: never;
    };
    "/api/studio/v1/apis/{id}/usage": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description API id (`api_…`). */
                id: components["parameters"]["ApiIdPath"];
            };
            cookie?: never;
        };
        /**
         * Usage of one API
         * @description Archived APIs (and APIs of deleted projects) keep their usage.
         */
        get: operations["getApiUsage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/studio/v1/projects/{id}/usage": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Project id (`prj_…`). */
                id: components["parameters"]["ProjectIdPath"];
            };
            cookie?: never;
        };
        /**
         * Usage of one project
         * @description Every invocation recorded under the project, including calls that name no API.
         */
        get: operations["getProjectUsage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/studio/v1/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Usage of the whole organisation
         * @description The organisation's report plus `byApi`, the (at most 20) APIs with the most calls in the window.
         */
        get: operations["getOverview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/studio/v1/apis/{id}/invocations": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description API id (`api_…`). */
                id: components["parameters"]["ApiIdPath"];
            };
            cookie?: never;
        };
        /**
         * List an API's invocations
         * @description Metadata only, newest first. Archived APIs keep theirs.
         */
        get: operations["listApiInvocations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/studio/v1/invocations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search invocations by patient hash
         * @description The organisation's invocations (all projects) for one patient hash within the last
         *     `sinceDays` × 24 h, newest first. Metadata only. Needs an API key with the scope
         *     `invocations:read` (not in the default scopes); the caller's backend must enforce
         *     who may see the result.
         */
        get: operations["searchPatientInvocations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "invocation.success": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An audited call succeeded
         * @description Sent to subscribed webhooks of the invocation's project for each recorded
         *     successful call of `POST /extract/{apiSlug}` or `POST /insights/{apiSlug}`
         *     (written in the transaction of the invocation record; replays write none).
         *     Metadata only: never transcripts or extracted data.
         */
        post: operations["onInvocationSuccess"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "invocation.failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An audited call failed
         * @description As `invocation.success`, for a failed call (`status` FAILED, `errorCode` set).
         */
        post: operations["onInvocationFailed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "api.published": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An API was published
         * @description Written in the publishing transaction of `POST /apis/{id}/publish`.
         */
        post: operations["onApiPublished"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "key.revoked": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An API key was revoked
         * @description Written in the revoking transaction of `DELETE /keys/{id}`; never the plaintext.
         */
        post: operations["onKeyRevoked"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        /**
         * Format: date-time
         * @description ISO 8601 instant in UTC with milliseconds.
         * @example 2026-11-22T16:33:14.729Z
         */
        Timestamp: string;
        /**
         * Format: date-time
         * @description ISO 8601 instant in UTC with milliseconds, or null.
         */
        NullableTimestamp: string | null;
        /**
         * @description Organisation id, taken from the `org` claim of management JWTs.
         * @example org_7hq2k9d3m1x8c4v6b0n5
         */
        OrgId: string;
        /** @example prj_5cut4el3pt7vdhhopcag */
        ProjectId: string;
        /** @example api_85877kkbt5hzzedutuq1 */
        ApiId: string;
        /** @example key_a7n856f6yu8p40wk4luc */
        KeyId: string;
        /** @example whk_jzzy4ngryb4fo3oz5twv */
        WebhookId: string;
        /** @example tt_j7y856egala5uclabfi5 */
        TestTranscriptId: string;
        /** @example evt_079q2oxkv4ouyglk9qq0 */
        EventId: string;
        /** @example inv_0m3q8x2k7c9v1b5n4z6a */
        InvocationId: string;
        /** @example req_0c8umhcz9kjlm7fl9rjo */
        RequestId: string;
        /**
         * @description 2 to 63 characters of lowercase letters, digits and '-', not starting with '-'.
         * @example opd-consult
         */
        Slug: string;
        /** @description Opaque patient hash (SHA-256, lowercase hex) computed by the hospital. */
        PatientHash: string;
        /** @description Pass as `cursor` to get the next page; null on the last page. */
        NextCursor: string | null;
        /** @description Body of every non-2xx response. The `code` list is docs/errors.md. */
        Error: {
            /** @description Human-readable; may change. */
            error: string;
            /**
             * @description Machine-readable, UPPER_SNAKE; never changes meaning.
             * @enum {string}
             */
            code: "BAD_REQUEST" | "UNSUPPORTED_LANGUAGE" | "UNSUPPORTED_MEDIA" | "UNAUTHENTICATED" | "INVALID_API_KEY" | "KEY_REVOKED" | "KEY_EXPIRED" | "ORG_SUSPENDED" | "SCOPE_MISSING" | "LIVE_KEY_IN_MOBILE" | "FORBIDDEN" | "NOT_FOUND" | "API_NOT_FOUND" | "INSIGHTS_NOT_ENABLED" | "METHOD_NOT_ALLOWED" | "REQUEST_TIMEOUT" | "API_ARCHIVED" | "CONFLICT" | "IDEMPOTENCY_IN_PROGRESS" | "PAYLOAD_TOO_LARGE" | "HEADERS_TOO_LARGE" | "IDEMPOTENCY_KEY_REUSED" | "VALIDATION_FAILED" | "RATE_LIMITED" | "QUOTA_EXCEEDED" | "INTERNAL" | "UPSTREAM_ERROR" | "SERVICE_UNAVAILABLE" | "AUDIT_UNAVAILABLE" | "UPSTREAM_TIMEOUT";
            requestId: components["schemas"]["RequestId"];
            /** @description On 422 `VALIDATION_FAILED`, one entry per problem (at most 100). */
            fields?: components["schemas"]["FieldProblem"][];
            /** @description On 404 `API_NOT_FOUND`, the slugs of the APIs the caller could use. */
            availableSlugs?: string[];
            /** @description On 429, seconds to wait (also the `Retry-After` header). */
            retryAfterSec?: number;
            /** @description On 503 from `/readyz`, what failed. */
            checks?: Record<string, never>;
        };
        FieldProblem: {
            /** @description Member name or JSON path, e.g. `draft.schema.sections[0].fields[2].enum`, `limit`. */
            field: string;
            message: string;
        };
        DevSignInOffer: {
            /** @constant */
            available: true;
            orgId: string;
            /** @constant */
            role: "ORG_ADMIN";
        };
        DevSignInToken: {
            /** @description An HS256 JWT; send it as `Authorization: Bearer <token>` on the management surface. */
            token: string;
            orgId: string;
            /** @constant */
            role: "ORG_ADMIN";
            /** Format: date-time */
            expiresAt: string;
        };
        Health: {
            /** @constant */
            status: "ok";
        };
        Readiness: {
            /** @constant */
            status: "ready";
            checks: {
                /** @enum {string} */
                database?: "ok" | "unreachable";
                migrations?: {
                    /** @description Highest migration applied to the database. */
                    applied?: number;
                    /** @description Highest migration this binary knows. */
                    expected?: number;
                    /** @description Oldest binary version the applied migrations stay compatible with. */
                    compatibleFrom?: number;
                    /**
                     * @description `ahead`: newer migrations compatible with this binary (ready); `behind` and `incompatible` answer 503.
                     * @enum {string}
                     */
                    state?: "current" | "ahead" | "behind" | "incompatible";
                };
            };
        };
        Organisation: {
            id: components["schemas"]["OrgId"];
            /** @description Starts as the id (organisations are provisioned from JWTs). */
            name: string;
            /** @enum {string} */
            status: "ACTIVE" | "SUSPENDED";
            createdAt: components["schemas"]["Timestamp"];
            updatedAt: components["schemas"]["Timestamp"];
        };
        OrganisationPage: {
            items: components["schemas"]["Organisation"][];
            nextCursor: components["schemas"]["NextCursor"];
        };
        OrganisationStatusPatch: {
            /** @enum {string} */
            status: "ACTIVE" | "SUSPENDED";
        };
        Project: {
            id: components["schemas"]["ProjectId"];
            name: string;
            slug: components["schemas"]["Slug"];
            /** @description Empty string when none was given. */
            description: string;
            createdAt: components["schemas"]["Timestamp"];
            updatedAt: components["schemas"]["Timestamp"];
            deletedAt?: components["schemas"]["Timestamp"];
        };
        ProjectPage: {
            items: components["schemas"]["Project"][];
            nextCursor: components["schemas"]["NextCursor"];
        };
        /** @description Unknown members are ignored. */
        ProjectCreate: {
            /** @description 1 to 200 bytes. */
            name: string;
            slug?: components["schemas"]["Slug"];
            description?: string;
        };
        /** @description Unknown members are ignored; null is the same as absent. */
        ProjectPatch: {
            name?: string;
            slug?: components["schemas"]["Slug"];
            description?: string;
        };
        Template: {
            /** @example opd-consult */
            id: string;
            name: string;
            description: string;
            schema: components["schemas"]["ExtractionSchema"];
            systemPrompt: string;
            inputs: components["schemas"]["DeclaredInput"][];
            insights: components["schemas"]["InsightsConfig"];
        };
        TemplateList: {
            items: components["schemas"]["Template"][];
        };
        /**
         * @description The last five are the medical primitives (value shapes in docs/api.md).
         * @enum {string}
         */
        FieldType: "string" | "text" | "number" | "integer" | "boolean" | "date" | "enum" | "string-list" | "object" | "vitals-block" | "diagnosis-list" | "medication-list" | "allergy-list" | "investigation-list";
        /**
         * @description One field of the schema. Keys are unique across the whole schema, nested ones
         *     included. At most 300 fields per schema; `object` fields nest at most 3 levels.
         */
        Field: {
            key: string;
            /** @description Required, with visible text; at most 200 characters. */
            label: string;
            type: components["schemas"]["FieldType"];
            description?: string;
            /** @default false */
            required: boolean;
            /** @description Only, and required, for type `enum`; 1 to 100 unique non-empty values of at most 100 characters. */
            enum?: string[];
            items?: components["schemas"]["StringListItems"];
            /** @description Phrases that point at this field in a transcript; at most 20 of at most 100 characters. */
            hints?: string[];
            /** @description Only, and required, for type `object`; at least one member. */
            fields?: components["schemas"]["Field"][];
        };
        /** @description Only for type `string-list`. `{"type":"string"}` (any text) or `{"type":"enum","enum":[…]}`. */
        StringListItems: {
            /** @enum {string} */
            type: "string" | "enum";
            enum?: string[];
        };
        Section: {
            /** @description Unique within the schema. */
            id: string;
            title: string;
            fields: components["schemas"]["Field"][];
        };
        ExtractionSchema: {
            /** @description May be empty in a draft; publishing needs at least one section. */
            sections: components["schemas"]["Section"][];
        };
        DeclaredInput: {
            /** @description Unique among the inputs. */
            key: string;
            /** @enum {string} */
            type: "string" | "number" | "integer" | "boolean" | "date" | "object";
            /** @default false */
            required: boolean;
            description?: string;
        };
        /** @enum {string} */
        InsightKind: "abnormal-vitals" | "red-flags" | "drug-allergy" | "duplicate-therapy" | "missing-follow-up" | "clinical-foundation";
        InsightsConfig: {
            enabled: boolean;
            /** @description Required non-empty while `enabled` is true. */
            kinds?: components["schemas"]["InsightKind"][];
        };
        Draft: {
            schema: components["schemas"]["ExtractionSchema"];
            systemPrompt: string;
            inputs: components["schemas"]["DeclaredInput"][];
            insights: components["schemas"]["InsightsConfig"];
        };
        ApiVersionContent: {
            version: number;
            publishedAt: components["schemas"]["Timestamp"];
            /** @description The publisher's JWT `sub`. */
            publishedBy: string;
            schema: components["schemas"]["ExtractionSchema"];
            systemPrompt: string;
            inputs: components["schemas"]["DeclaredInput"][];
            insights: components["schemas"]["InsightsConfig"];
        };
        /** @description Any subset of the draft's four members; each present one replaces that part whole. */
        DraftPatch: {
            schema?: components["schemas"]["ExtractionSchema"];
            systemPrompt?: string;
            inputs?: components["schemas"]["DeclaredInput"][];
            insights?: components["schemas"]["InsightsConfig"];
        };
        ApiSettings: {
            /**
             * @description Invocation records keep retainedInput and retainedOutput.
             * @default false
             */
            retainPayloads: boolean;
            /**
             * @description A clinical foundation instruction block is prepended to every extraction.
             * @default true
             */
            enforceClinicalFoundation: boolean;
            /**
             * @description Patient identifiers are replaced with typed tokens before the language-model call.
             * @default false
             */
            redactPHI: boolean;
            /**
             * @description Physiologically impossible vitals are left out of the block and reported as warnings.
             * @default true
             */
            vitalRangeSanity: boolean;
            /**
             * @description Negated or ruled-out findings are not extracted as present.
             * @default true
             */
            negationHandling: boolean;
            /**
             * @description Code-mixed speech (e.g. Hindi-English) is read for its clinical meaning.
             * @default true
             */
            codeMixInterpretation: boolean;
            /**
             * @description Narrative fields are formatted as short bullet points.
             * @default true
             */
            narrativeBullets: boolean;
        };
        /** @description Any subset of the settings, each a boolean. */
        ApiSettingsPatch: {
            retainPayloads?: boolean;
            enforceClinicalFoundation?: boolean;
            redactPHI?: boolean;
            vitalRangeSanity?: boolean;
            negationHandling?: boolean;
            codeMixInterpretation?: boolean;
            narrativeBullets?: boolean;
        };
        /** @enum {string} */
        ApiStatus: "DRAFT" | "PUBLISHED" | "ARCHIVED";
        Api: {
            id: components["schemas"]["ApiId"];
            projectId: components["schemas"]["ProjectId"];
            slug: components["schemas"]["Slug"];
            name: string;
            status: components["schemas"]["ApiStatus"];
            /** @description Latest published version; 0 before the first publish. */
            version: number;
            draft: components["schemas"]["Draft"];
            /** @description Null until the first publish. */
            publishedSchema: components["schemas"]["ExtractionSchema"] | null;
            publishedSystemPrompt: string | null;
            publishedInputs: components["schemas"]["DeclaredInput"][] | null;
            publishedAt: components["schemas"]["NullableTimestamp"];
            settings: components["schemas"]["ApiSettings"];
            createdAt: components["schemas"]["Timestamp"];
            updatedAt: components["schemas"]["Timestamp"];
        };
        ApiPage: {
            items: components["schemas"]["Api"][];
            nextCursor: components["schemas"]["NextCursor"];
        };
        ApiCreate: {
            /** @description 1 to 200 bytes with some visible text. */
            name: string;
            slug?: components["schemas"]["Slug"];
            /**
             * @description A starter template id (`GET /templates`); omit for a blank draft.
             * @enum {string}
             */
            template?: "opd-consult" | "discharge-summary" | "prescription" | "vitals-triage" | "referral-letter";
        };
        ApiPatch: {
            name?: string;
            draft?: components["schemas"]["DraftPatch"];
            settings?: components["schemas"]["ApiSettingsPatch"];
            /** @description Required (non-blank) when `settings.enforceClinicalFoundation` is false; kept in the audit log. */
            reason?: string;
        };
        ApiVersion: {
            version: number;
            publishedAt: components["schemas"]["Timestamp"];
            /** @description The `sub` claim of the publisher's JWT. */
            publishedBy: string;
        };
        ApiVersionPage: {
            items: components["schemas"]["ApiVersion"][];
            nextCursor: components["schemas"]["NextCursor"];
        };
        ApiSummary: {
            slug: components["schemas"]["Slug"];
            name: string;
            status: components["schemas"]["ApiStatus"];
            version: number;
            updatedAt: components["schemas"]["Timestamp"];
        };
        ApiDetail: {
            slug: components["schemas"]["Slug"];
            name: string;
            status: components["schemas"]["ApiStatus"];
            version: number;
            publishedSchema: components["schemas"]["ExtractionSchema"] | null;
            publishedSystemPrompt: string | null;
            publishedInputs: components["schemas"]["DeclaredInput"][] | null;
            publishedAt: components["schemas"]["NullableTimestamp"];
            updatedAt: components["schemas"]["Timestamp"];
        };
        /** @enum {string} */
        Scope: "extract" | "audio" | "summarize" | "insights" | "apis:read" | "invocations:read";
        Key: {
            id: components["schemas"]["KeyId"];
            projectId: components["schemas"]["ProjectId"];
            name: string;
            /** @enum {string} */
            mode: "test" | "live";
            /** @description The mode prefix and the public 12-character lookup prefix, to recognise a key. */
            prefix: string;
            /** @description In catalogue order, without repeats. */
            scopes: components["schemas"]["Scope"][];
            createdAt: components["schemas"]["Timestamp"];
            expiresAt: components["schemas"]["NullableTimestamp"];
            revokedAt: components["schemas"]["NullableTimestamp"];
            lastUsedAt: components["schemas"]["NullableTimestamp"];
        };
        KeyWithSecret: components["schemas"]["Key"] & {
            /** @description The plaintext key. Shown only in the create response. */
            key: string;
        };
        KeyPage: {
            items: components["schemas"]["Key"][];
            nextCursor: components["schemas"]["NextCursor"];
        };
        /** @description Unknown members are ignored. */
        KeyCreate: {
            name: string;
            /** @enum {string} */
            mode: "test" | "live";
            /** @description Default all but `invocations:read`. Repeats are dropped. */
            scopes?: components["schemas"]["Scope"][];
            /**
             * Format: date-time
             * @description A future RFC 3339 date-time with `Z` or an offset; null or absent for no expiry.
             */
            expiresAt?: string | null;
        };
        /** @description Unknown members are ignored. */
        KeyPatch: {
            name?: string;
            scopes?: components["schemas"]["Scope"][];
            /**
             * Format: date-time
             * @description A future date-time, or null to remove the expiry.
             */
            expiresAt?: string | null;
        };
        /**
         * @description Emitted today: invocation.success, invocation.failed, api.published, key.revoked. Other well-formed names are accepted.
         * @example invocation.success
         */
        EventName: string;
        Webhook: {
            id: components["schemas"]["WebhookId"];
            projectId: components["schemas"]["ProjectId"];
            /** Format: uri */
            url: string;
            events: components["schemas"]["EventName"][];
            active: boolean;
            createdAt: components["schemas"]["Timestamp"];
            updatedAt: components["schemas"]["Timestamp"];
            deletedAt?: components["schemas"]["Timestamp"];
        };
        WebhookWithSecret: components["schemas"]["Webhook"] & {
            /** @description The signing secret. Shown only in the create response. */
            secret: string;
        };
        WebhookPage: {
            items: components["schemas"]["Webhook"][];
            nextCursor: components["schemas"]["NextCursor"];
        };
        /** @description Unknown members are ignored. */
        WebhookCreate: {
            /**
             * Format: uri
             * @description Absolute http or https URL without user info or fragment, on a port in `[webhooks] allow_ports` (default 80, 443, 1024-65535; else 422). Private hosts are allowed; the service's own machine and link-local addresses are refused at delivery time unless listed in `[webhooks] allow_networks`.
             */
            url: string;
            events: components["schemas"]["EventName"][];
        };
        /** @description Unknown members are ignored. */
        WebhookPatch: {
            /** Format: uri */
            url?: string;
            events?: components["schemas"]["EventName"][];
            active?: boolean;
        };
        Delivery: {
            /** @description Delivery number (digits, no prefix). */
            id: string;
            eventId: components["schemas"]["EventId"];
            type: components["schemas"]["EventName"];
            /** @enum {string} */
            status: "PENDING" | "DELIVERED" | "FAILED";
            /** @description Attempts made, counting one in progress. */
            attempts: number;
            /** @description HTTP status of the last attempt; null when it got no response. */
            lastStatusCode: number | null;
            /**
             * @description Why the last attempt failed, as a coarse class: `HTTP <status>`, `timeout`,
             *     `refused or unreachable`, `TLS error`, `connection failed`, `destination not allowed`
             *     (address in `[webhooks] deny_networks` — this machine and link-local by default — or
             *     port outside `allow_ports`), `invalid URL`. The detail is only in the server log.
             */
            lastError: string | null;
            /**
             * @description When the last attempt's outcome was recorded; null until the first one is. An
             *     attempt claimed but never sent (the server stopped first) leaves it as it was.
             */
            lastAttemptAt: components["schemas"]["NullableTimestamp"];
            nextAttemptAt: components["schemas"]["NullableTimestamp"];
            createdAt: components["schemas"]["Timestamp"];
            deliveredAt: components["schemas"]["NullableTimestamp"];
        };
        DeliveryPage: {
            items: components["schemas"]["Delivery"][];
            nextCursor: components["schemas"]["NextCursor"];
        };
        /** @description Body of every webhook delivery, signed byte for byte as sent. */
        EventEnvelope: {
            id: components["schemas"]["EventId"];
            type: components["schemas"]["EventName"];
            createdAt: components["schemas"]["Timestamp"];
            data: Record<string, never>;
        };
        InvocationEvent: components["schemas"]["EventEnvelope"] & {
            /** @enum {string} */
            type?: "invocation.success" | "invocation.failed";
            data?: {
                invocationId: components["schemas"]["InvocationId"];
                requestId: components["schemas"]["RequestId"];
                /** @description The operation, as in `Invocation.endpoint` (e.g. `text.extract`, `audio.extract`). */
                endpoint: string;
                /** @enum {string} */
                status: "SUCCESS" | "FAILED";
                latencyMs: number;
                audioSeconds: number;
                apiId: string | null;
                errorCode: string | null;
                recordedById: string | null;
                patientHash: string | null;
            };
        };
        ApiPublishedEvent: components["schemas"]["EventEnvelope"] & {
            /** @constant */
            type?: "api.published";
            data?: {
                apiId: components["schemas"]["ApiId"];
                projectId: components["schemas"]["ProjectId"];
                slug: components["schemas"]["Slug"];
                name: string;
                version: number;
                publishedAt: components["schemas"]["Timestamp"];
                publishedBy: string;
            };
        };
        KeyRevokedEvent: components["schemas"]["EventEnvelope"] & {
            /** @constant */
            type?: "key.revoked";
            data?: {
                keyId: components["schemas"]["KeyId"];
                projectId: components["schemas"]["ProjectId"];
                name: string;
                /** @enum {string} */
                mode: "test" | "live";
                prefix: string;
                revokedAt: components["schemas"]["Timestamp"];
            };
        };
        AiAssistRequest: {
            apiId: components["schemas"]["ApiId"];
            /** @enum {string} */
            want: "fields" | "prompt" | "edge-cases" | "test-transcript" | "diagnose" | "chat";
            /** @description The described use (fields, prompt) or the question (chat, required there). */
            message?: string;
            /** @description Accepted and ignored (reserved by the specification). */
            context?: Record<string, never>;
        };
        AiAssistDraft: {
            /** @description Prefix `drf_`. */
            id: string;
            apiId: components["schemas"]["ApiId"];
            /** @enum {string} */
            want: "fields" | "prompt" | "edge-cases" | "test-transcript" | "diagnose" | "chat";
            message: string;
            /** @description The answer; its members depend on `want` (see POST /ai-assist). */
            result: Record<string, never>;
            /**
             * @description Whether the language model or the built-in rules wrote the answer.
             * @enum {string}
             */
            engine: "embedded" | "remote";
            /** @description The administrator's `sub`. */
            createdBy: string;
            createdAt: components["schemas"]["Timestamp"];
        };
        AiAssistDraftPage: {
            items: components["schemas"]["AiAssistDraft"][];
            nextCursor: components["schemas"]["NextCursor"];
        };
        TestTranscript: {
            id: components["schemas"]["TestTranscriptId"];
            apiId: components["schemas"]["ApiId"];
            name: string;
            transcript: string;
            /** @description The data the extraction should give, or null. */
            expected: Record<string, never> | null;
            createdAt: components["schemas"]["Timestamp"];
            updatedAt: components["schemas"]["Timestamp"];
        };
        TestTranscriptPage: {
            items: components["schemas"]["TestTranscript"][];
            nextCursor: components["schemas"]["NextCursor"];
        };
        /** @description Unknown members are ignored. */
        TestTranscriptCreate: {
            name: string;
            transcript: string;
            expected?: Record<string, never> | null;
        };
        /** @description Unknown members are ignored. */
        TestTranscriptPatch: {
            name?: string;
            transcript?: string;
            expected?: Record<string, never> | null;
        };
        UsageCounters: {
            calls: number;
            failures: number;
            audioSeconds: number;
            totalTokens: number;
            /** @description Observed median latency (percentile_disc), failures included; null without calls. */
            p50LatencyMs: number | null;
            p95LatencyMs: number | null;
        };
        UsageDay: {
            /** Format: date */
            date: string;
        } & components["schemas"]["UsageCounters"];
        UsageReport: {
            days: number;
            /**
             * Format: date
             * @description First UTC day of the window.
             */
            from: string;
            /**
             * Format: date
             * @description Last UTC day of the window (today).
             */
            to: string;
            totals: components["schemas"]["UsageCounters"];
            /** @description One entry per day of the window, oldest first, zero-filled. */
            daily: components["schemas"]["UsageDay"][];
        };
        ApiUsage: {
            apiId: components["schemas"]["ApiId"];
        } & components["schemas"]["UsageReport"];
        ProjectUsage: {
            projectId: components["schemas"]["ProjectId"];
        } & components["schemas"]["UsageReport"];
        Overview: {
            orgId: components["schemas"]["OrgId"];
            /** @description APIs with at least one call in the window, most calls first (ties by apiId). */
            byApi: {
                apiId: components["schemas"]["ApiId"];
                slug: components["schemas"]["Slug"];
                name: string;
                calls: number;
                failures: number;
            }[];
        } & components["schemas"]["UsageReport"];
        Invocation: {
            id: components["schemas"]["InvocationId"];
            apiId: components["schemas"]["ApiId"];
            /**
             * @description The operation: `text.extract`, `insights`, `audio.transcribe`, `audio.extract`,
             *     `audio.extract.stream` or `playground`.
             * @example text.extract
             * @example audio.extract
             */
            endpoint: string;
            /** @enum {string} */
            status: "SUCCESS" | "FAILED";
            /** @description The error code of a failed call (docs/errors.md, `CLIENT_CLOSED` included); null on success. */
            errorCode: string | null;
            latencyMs: number;
            audioSeconds: number;
            totalTokens: number;
            recordedById: string | null;
            patientHash: string | null;
            requestId: components["schemas"]["RequestId"];
            createdAt: components["schemas"]["Timestamp"];
        };
        InvocationPage: {
            items: components["schemas"]["Invocation"][];
            nextCursor: components["schemas"]["NextCursor"];
        };
        PatientInvocation: {
            id: components["schemas"]["InvocationId"];
            /** @description Null for calls that name no API. */
            apiId: string | null;
            /** @description The operation, as in `Invocation.endpoint` (e.g. `text.extract`, `audio.extract`). */
            endpoint: string;
            /** @enum {string} */
            status: "SUCCESS" | "FAILED";
            latencyMs: number;
            audioSeconds: number;
            totalTokens: number;
            recordedById: string | null;
            createdAt: components["schemas"]["Timestamp"];
        };
        PatientInvocationSearch: {
            patientHash: components["schemas"]["PatientHash"];
            sinceDays: number;
            /** @description Every match in the window, also those beyond `limit`. */
            total: number;
            invocations: components["schemas"]["PatientInvocation"][];
        };
        AudioForm: {
            /**
             * Format: binary
             * @description The recording (at most `http.max_upload_bytes`, 100 MB by default).
             */
            file: string;
            /** @description Spoken language hint, one of the 23 codes of GET /languages. */
            language?: string;
            /** @enum {string} */
            speakerMode?: "doctor" | "doctor_patient";
            /** @description JSON object (encoded as a string) of the API's declared inputs (extract only). */
            inputs?: string;
            /**
             * @description Stream only, opt-in: `true` adds `progress` frames before `transcript`
             *     (`{type: "progress", stage: "decode"|"transcribe"|"extract", chunksDone, chunkCount}`:
             *     one when the recording is decoded and cut into chunks, one per transcribed chunk, one
             *     when extraction starts). Ignored by the other audio routes.
             * @enum {string}
             */
            progress?: "true" | "false";
            patientHash?: components["schemas"]["PatientHash"];
            recordedById?: string;
        };
        Transcription: {
            /** @description English transcript. */
            transcript: string;
            /** @description Detected source language (the embedded engine reports `en`). */
            language: string;
            durationSec: number;
            chunked: boolean;
            chunkCount: number;
        };
        PlaygroundRequest: {
            /** @description The consult text to run the draft on. */
            text?: string;
            /** @description A saved test transcript of this API to run the draft on. */
            testTranscriptId?: string;
            /** @description Values for the draft's declared inputs. */
            inputs?: {
                [key: string]: unknown;
            };
            /** @description Also run the draft's insights, when enabled in the draft. */
            includeInsights?: boolean;
        };
        /** @description Members not listed are ignored; an optional member sent as null counts as absent. */
        ExtractRequest: {
            /**
             * @description The consult text, with at least one character other than space, tab, CR or LF;
             *     at most `limits.text_max_chars` (200,000) Unicode code points.
             */
            text: string;
            /**
             * @description Values for the API's declared inputs (`publishedInputs`): every required one
             *     present and not null, each of its declared type (`integer` must be a JSON
             *     integer; a `date` is any string), no undeclared key (422 naming
             *     `inputs.<key>`). An input whose key is a top-level field key fills that field
             *     when the text gave nothing.
             */
            inputs?: {
                [key: string]: unknown;
            } | null;
            /**
             * @description Add `insights` (only when insights are enabled in the API's published configuration; otherwise the member is silently absent).
             * @default false
             */
            includeInsights: boolean | null;
            /** @description Recorded on the invocation (64 lowercase hex characters, else 422). */
            patientHash?: components["schemas"]["PatientHash"] | null;
            /** @description The clinician, recorded on the invocation; 1 to 200 bytes (UTF-8). */
            recordedById?: string | null;
        };
        ExtractResponse: {
            /**
             * @description One member per top-level field of the published schema, in schema order, every
             *     field present: the value for its type (docs/api.md "Values in data"), or null
             *     when nothing was found. `object` fields nest all their members.
             */
            data: {
                [key: string]: components["schemas"]["DataValue"];
            };
            apiSlug: components["schemas"]["Slug"];
            /** @description The `publishedAt` of the published version used; identifies the snapshot. */
            version: components["schemas"]["Timestamp"];
            /** @description Present only when not empty. */
            warnings?: components["schemas"]["ExtractionWarning"][];
            phiTokenMap?: components["schemas"]["PhiTokenMap"];
            insights?: components["schemas"]["Insights"];
            fhir?: components["schemas"]["FhirBundle"];
        };
        /** @description The value of one field in `data`, by the field's type; null when nothing was found. */
        DataValue: null | string | number | boolean | string[] | components["schemas"]["VitalsBlock"] | components["schemas"]["Diagnosis"][] | components["schemas"]["Medication"][] | components["schemas"]["Allergy"][] | components["schemas"]["Investigation"][] | Record<string, never>;
        /** @description Half-open offsets in Unicode code points into the text the engine ran on (the redacted text when `redactPHI` is on). */
        Evidence: {
            start: number;
            end: number;
        };
        /**
         * @description Absent when the reading is in the normal adult range.
         * @enum {string}
         */
        VitalFlag: "abnormal" | "implausible";
        VitalReading: {
            /** @description In the block's unit; whole numbers are integers, converted values have at most 2 decimals (glucose 1). */
            value: number;
            /** @enum {string} */
            unit: "/min" | "Cel" | "%" | "kg" | "cm" | "kg/m2" | "mg/dL";
            loinc: string;
            flag?: components["schemas"]["VitalFlag"];
            /** @description The reading as said, when it was converted. */
            original?: {
                value: number;
                /** @enum {string} */
                unit: "[degF]" | "[lb_av]" | "[in_i]" | "m" | "g" | "mmol/L";
            };
            evidence: components["schemas"]["Evidence"];
        };
        BloodPressureReading: {
            systolic: number;
            diastolic: number;
            /** @constant */
            unit: "mm[Hg]";
            /** @constant */
            loinc: "85354-9";
            flag?: components["schemas"]["VitalFlag"];
            evidence: components["schemas"]["Evidence"];
        };
        /**
         * @description `vitals-block`: one member per vital found. With `vitalRangeSanity` on, an
         *     implausible reading is left out and reported in `warnings`; off, it stays flagged
         *     `implausible`.
         */
        VitalsBlock: {
            bloodPressure?: components["schemas"]["BloodPressureReading"];
            heartRate?: components["schemas"]["VitalReading"];
            respiratoryRate?: components["schemas"]["VitalReading"];
            temperature?: components["schemas"]["VitalReading"];
            spo2?: components["schemas"]["VitalReading"];
            weight?: components["schemas"]["VitalReading"];
            height?: components["schemas"]["VitalReading"];
            bmi?: components["schemas"]["VitalReading"];
            bloodGlucose?: components["schemas"]["VitalReading"];
        };
        Diagnosis: {
            name: string;
            /** @description WHO ICD-10; empty when not certain. */
            icd10: string;
            /** @description SNOMED CT concept id; empty when not certain. */
            snomed: string;
            /** @enum {string} */
            status: "confirmed" | "provisional";
            evidence: components["schemas"]["Evidence"];
        };
        /** @description Text members are empty strings when unknown. */
        Medication: {
            /** @description As written, e.g. `Dolo 650`. */
            name: string;
            /** @description INN, e.g. `paracetamol`. */
            generic: string;
            dose: {
                value: number;
                /** @description e.g. mg, mcg, g, mL, IU, tablet, puff. */
                unit: string;
            } | null;
            route: string;
            /** @description OD, BD, TDS, QID, HS, SOS, STAT, WEEKLY or free text (`1-0-1` → BD). */
            frequency: string;
            timing: string;
            duration: string;
            instructions: string;
            snomed: string;
            evidence: components["schemas"]["Evidence"];
        };
        Allergy: {
            substance: string;
            reaction: string;
            /** @enum {string} */
            severity: "mild" | "moderate" | "severe" | "";
            snomed: string;
            evidence: components["schemas"]["Evidence"];
        };
        Investigation: {
            name: string;
            /** @description Empty when not certain. */
            loinc: string;
            /** @enum {string} */
            status: "ordered" | "resulted";
            /** @description Only when resulted and the result was stated. */
            result?: string;
            evidence: components["schemas"]["Evidence"];
        };
        ExtractionWarning: {
            /** @description Field key and vital or member, e.g. `vitals.heartRate`, `medications.dose`; the field key alone for a whole list item. */
            field: string;
            /** @description `IMPLAUSIBLE_VITAL` (a reading left out of a vitals-block) or `UNGROUNDED_VALUE` (remote language engine: a value its own evidence does not support, left out). */
            code: string;
            message: string;
            evidence: components["schemas"]["Evidence"];
        };
        /**
         * @description Only when the API has `redactPHI` on (then always; `{}` when nothing was
         *     redacted): token (`[NAME_1]`, `[PHONE_1]`, `[NATIONAL_ID_1]`, `[EMAIL_1]`,
         *     `[RECORD_NUMBER_1]`, `[ADDRESS_1]`, `[DATE_OF_BIRTH_1]`) → original text, in order
         *     of first appearance, for every redacted text of the request (`text` or `transcript`,
         *     `inputs`, `priorNoteSummary`). `data` and insight texts may contain the tokens; the
         *     service does not restore them.
         * @example {
         *       "[NAME_1]": "Ramesh Kumar",
         *       "[RECORD_NUMBER_1]": "1002345",
         *       "[PHONE_1]": "98765 43210"
         *     }
         */
        PhiTokenMap: {
            [key: string]: string;
        };
        /**
         * @description FHIR R4 Bundle of type `collection` (loosely typed here; see the FHIR R4
         *     specification for the resources). Entry 0 is a placeholder `Patient` that every
         *     other resource references; then Observation, Condition, MedicationStatement,
         *     AllergyIntolerance and ServiceRequest resources for the medical primitives of
         *     `data`. The bundle id is the response's request id with `_` replaced by `-`
         *     (`X-Request-Id: req_7f3kq9w2mz8c1x5vbn4d` gives `req-7f3kq9w2mz8c1x5vbn4d`); each
         *     entry's id is a version 5 UUID of `cxs-fhir:<bundle id>:<entry index>` in the URL
         *     namespace, so every response has its own ids. No `effective[x]`,
         *     `issued` or `dateAsserted` is written; set them when storing.
         */
        FhirBundle: {
            /** @constant */
            resourceType: "Bundle";
            id: string;
            /** @constant */
            type: "collection";
            entry: {
                fullUrl: string;
                resource: {
                    resourceType: string;
                    id: string;
                } & {
                    [key: string]: unknown;
                };
            }[];
        };
        /** @description Answer to a replayed request whose API did not retain payloads. */
        IdempotentReplay: {
            /** @constant */
            replayed: true;
            /** @description The original request's id. */
            requestId: components["schemas"]["RequestId"];
        };
        /** @description Members not listed are ignored; an optional member sent as null counts as absent. */
        InsightsRequest: {
            /** @description As `text` of /extract. */
            transcript: string;
            /** @description A previous note; its allergies join the drug-allergy rule and its conditions the transcript never mentions are listed under `priorNote`. */
            priorNoteSummary?: string | null;
            patientHash?: components["schemas"]["PatientHash"] | null;
            /** @description 1 to 200 bytes (UTF-8). */
            recordedById?: string | null;
        };
        InsightsResponse: {
            insights: components["schemas"]["Insights"];
            phiTokenMap?: components["schemas"]["PhiTokenMap"];
        };
        Insights: {
            /** @description Critical first, then warning, then info; within a severity by first evidence. */
            items: components["schemas"]["InsightItem"][];
            counts: {
                critical: number;
                warning: number;
                info: number;
            };
            /** @description Only with kind `clinical-foundation`; else null. */
            checklist: {
                chiefComplaint: components["schemas"]["ChecklistEntry"];
                vitals: components["schemas"]["ChecklistEntry"];
                assessment: components["schemas"]["ChecklistEntry"];
                plan: components["schemas"]["ChecklistEntry"];
                allergies: components["schemas"]["ChecklistEntry"];
            } | null;
            /** @description Whenever `priorNoteSummary` is not blank (whatever the kinds); else null. */
            priorNote: {
                allergies: string[];
                conditionsNotMentioned: {
                    name: string;
                    icd10: string;
                }[];
            } | null;
        };
        InsightItem: {
            kind: components["schemas"]["InsightKind"];
            /**
             * @description Stable UPPER_SNAKE id of the finding (clients key on it; `title` and `detail`
             *     may be reworded): ABNORMAL_BLOOD_PRESSURE, ABNORMAL_HEART_RATE,
             *     ABNORMAL_RESPIRATORY_RATE, ABNORMAL_TEMPERATURE, ABNORMAL_SPO2, ABNORMAL_BMI,
             *     ABNORMAL_BLOOD_GLUCOSE, IMPLAUSIBLE_VITAL, CHEST_PAIN_CARDIAC_FEATURES,
             *     CHEST_PAIN, FEVER_NECK_STIFFNESS, NECK_STIFFNESS, SUDDEN_SEVERE_HEADACHE,
             *     STROKE_SIGNS, GI_BLEEDING, SUICIDAL_IDEATION, ANAPHYLAXIS_SIGNS,
             *     SEVERE_DEHYDRATION, RECTAL_BLEEDING, DEHYDRATION_SIGNS, HAEMOPTYSIS, SYNCOPE,
             *     SEIZURE, BREATHLESS_AT_REST, HYPOXIA, ALLERGEN_PRESCRIBED,
             *     ALLERGEN_CLASS_PRESCRIBED, CROSS_REACTIVITY, BETA_LACTAM_CROSS_REACTIVITY,
             *     DUPLICATE_INGREDIENT, DUPLICATE_CLASS, DUAL_ANTIPLATELET, NO_FOLLOW_UP,
             *     MISSING_CHIEF_COMPLAINT, MISSING_VITALS, MISSING_ASSESSMENT, MISSING_PLAN,
             *     MISSING_ALLERGY_STATUS, PRIOR_CONDITION_NOT_ADDRESSED.
             */
            code: string;
            /** @enum {string} */
            severity: "critical" | "warning" | "info";
            title: string;
            detail: string;
            evidence: components["schemas"]["Evidence"][];
        };
        ChecklistEntry: {
            present: boolean;
            evidence: components["schemas"]["Evidence"][];
        };
        /** @description Members not listed are ignored; an optional member sent as null counts as absent. */
        SummarizeRequest: {
            /** @description As `text` of /extract. */
            text: string;
            /**
             * @default executive
             * @enum {string|null}
             */
            style: "patient" | "handover" | "executive" | "progress-note" | null;
            /**
             * @description A JSON integer (`3.0` is refused); the summary never has more lines.
             * @default 10
             */
            maxLines: number | null;
            /**
             * @description A code of `GET /languages`; only `en` is accepted today (others get 400 `UNSUPPORTED_LANGUAGE`).
             * @default en
             */
            language: string | null;
        };
        SummarizeResponse: {
            /** @description Lines joined by `\n`, no trailing newline; empty only when the text has no fact and no usable sentence. */
            summary: string;
        };
        Language: {
            /** @description ISO 639-1, lower case. */
            code: string;
            /** @description English name. */
            name: string;
        };
        LanguageList: {
            items: components["schemas"]["Language"][];
        };
    };
    responses: {
        /** @description `BAD_REQUEST`: the body is not JSON, or not a JSON object. */
        BadRequest: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": "The body is not valid JSON.",
                 *       "code": "BAD_REQUEST",
                 *       "requestId": "req_2ahbiplzrgehaubxaan2"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description `UNAUTHENTICATED` (no, malformed, badly signed or expired JWT; an API key on a
         *     management route), `ORG_SUSPENDED`, or for API keys `INVALID_API_KEY`,
         *     `KEY_REVOKED`, `KEY_EXPIRED`.
         */
        Unauthenticated: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": "A management token is required (Authorization: Bearer <JWT>).",
                 *       "code": "UNAUTHENTICATED",
                 *       "requestId": "req_76iastr7sjijgyg3qa18"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description `FORBIDDEN` (JWT role not allowed here), or for API keys `SCOPE_MISSING`, `LIVE_KEY_IN_MOBILE`. */
        Forbidden: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": "This role may not use the management surface.",
                 *       "code": "FORBIDDEN",
                 *       "requestId": "req_b7uoodno9ffhmkmte67o"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description `NOT_FOUND`: no such resource in the caller's organisation (or no such route). */
        NotFound: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": "No such project.",
                 *       "code": "NOT_FOUND",
                 *       "requestId": "req_ht0h49duka0vwcgxgkor"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description `CONFLICT`: a unique value (slug) is taken, or the state forbids the change (a revoked key). */
        Conflict: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": "A project with this slug already exists.",
                 *       "code": "CONFLICT",
                 *       "requestId": "req_p70m6gk9mufxniykwwab"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description `API_ARCHIVED`: the API is archived, which is final. */
        ApiArchived: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": "The API is archived and cannot be changed.",
                 *       "code": "API_ARCHIVED",
                 *       "requestId": "req_p70m6gk9mufxniykwwab"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description `VALIDATION_FAILED`: members or query parameters are missing or invalid; `fields` names each. */
        ValidationFailed: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": "The request failed validation.",
                 *       "code": "VALIDATION_FAILED",
                 *       "requestId": "req_ij3ejc4zdigr9t00evym",
                 *       "fields": [
                 *         {
                 *           "field": "status",
                 *           "message": "is not a member of this request"
                 *         },
                 *         {
                 *           "field": "draft.schema.sections[0].fields[0].enum",
                 *           "message": "is required for type enum: a non-empty array of unique strings"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description `HEADERS_TOO_LARGE`: the request header block is over `http.max_header_bytes` (16 KiB); the connection is closed. */
        HeadersTooLarge: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": "The request headers are too large.",
                 *       "code": "HEADERS_TOO_LARGE",
                 *       "requestId": "req_f3920ht5cbt0uhsexjlb"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description Any other error, always of the same shape: e.g. 405 `METHOD_NOT_ALLOWED` (with
         *     `Allow`), 408 `REQUEST_TIMEOUT`, 413 `PAYLOAD_TOO_LARGE`, 431 `HEADERS_TOO_LARGE`,
         *     500 `INTERNAL`, 503 `SERVICE_UNAVAILABLE`, 504 `UPSTREAM_TIMEOUT`.
         */
        OtherError: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": "A backing service is unavailable; retry later.",
                 *       "code": "SERVICE_UNAVAILABLE",
                 *       "requestId": "req_q361360zf3qvi76v399x"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description `API_NOT_FOUND`: no `PUBLISHED` API of the key's project has this slug; `availableSlugs` lists the project's published slugs (at most 100). */
        ApiNotFound: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "availableSlugs": [
                 *         "fever-clinic",
                 *         "opd-consult"
                 *       ],
                 *       "error": "No published API has this slug.",
                 *       "code": "API_NOT_FOUND",
                 *       "requestId": "req_v66qeh1xaraxvhm5hy63"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description `IDEMPOTENCY_IN_PROGRESS`: the first request with this `Idempotency-Key` (same endpoint and body) is still running; retry later. Not recorded as an invocation. */
        IdempotencyInProgress: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": "A request with this Idempotency-Key is still running.",
                 *       "code": "IDEMPOTENCY_IN_PROGRESS",
                 *       "requestId": "req_4zjhehbbpsnkg58p18uk"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description `VALIDATION_FAILED` (body members, declared `inputs`, the `format` query parameter
         *     or the `Idempotency-Key` header; `fields` names each), or `IDEMPOTENCY_KEY_REUSED`
         *     (the key was used with another endpoint or body within 24 h). Validation failures
         *     of the body and the inputs are recorded as `FAILED` invocations; the header
         *     problems are not.
         */
        AuditedUnprocessable: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description `RATE_LIMITED`: the API key's token bucket is empty (per key and replica; default
         *     600 a minute with a burst of 60, shared by every API-key route). `Retry-After` and
         *     `retryAfterSec` give the wait in seconds. Not recorded as an invocation.
         */
        RateLimited: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": "Rate limit exceeded.",
                 *       "code": "RATE_LIMITED",
                 *       "requestId": "req_zx9klx4i7stcci1n33x9",
                 *       "retryAfterSec": 60
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description `AUDIT_UNAVAILABLE`: the invocation record could not be stored, so the result is
         *     withheld (an answered audited call is always recorded). The `Idempotency-Key` is
         *     released. Retry with backoff. Other 503s are `SERVICE_UNAVAILABLE`.
         */
        AuditUnavailable: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": "The audit record could not be stored; nothing was processed.",
                 *       "code": "AUDIT_UNAVAILABLE",
                 *       "requestId": "req_agwc0z2ubznjb7fesrwx"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Any 2xx status within 10 s marks the delivery DELIVERED. */
        DeliveryAccepted: {
            headers: {
                [name: string]: unknown;
            };
            content?: never;
        };
        /** @description Any other status, a timeout (10 s) or a connection failure is retried with backoff for 24 h. */
        DeliveryRefused: {
            headers: {
                [name: string]: unknown;
            };
            content?: never;
        };
    };
    parameters: {
        /** @description Page size. */
        Limit: number;
        /** @description The `nextCursor` of the previous page (opaque). Absent or empty for the first page. */
        Cursor: string;
        /** @description Window in whole UTC days, today included (`1` is today only). */
        Days: number;
        /** @description Project id (`prj_…`). */
        ProjectIdPath: components["schemas"]["ProjectId"];
        /** @description API id (`api_…`). */
        ApiIdPath: components["schemas"]["ApiId"];
        /** @description Webhook id (`whk_…`). */
        WebhookIdPath: components["schemas"]["WebhookId"];
        /** @description Slug of a `PUBLISHED` API of the key's project. */
        ApiSlugPath: components["schemas"]["Slug"];
        /** @description `fhir` adds `fhir`, a FHIR R4 Bundle of the medical primitives in `data`. Any other value: 422 naming `format`. */
        Format: "json" | "fhir";
        /**
         * @description Makes a retry safe: scoped to the organisation and the API key, kept 24 h. 1 to 255
         *     bytes (else 422 naming `Idempotency-Key`); send one UUID v4 per logical call (e.g. per
         *     recording), the same on each retry of it. The
         *     same key with the same endpoint and body bytes replays the first success (header
         *     `Idempotent-Replayed: true`); while the first still runs: 409
         *     `IDEMPOTENCY_IN_PROGRESS`; with another endpoint or body: 422
         *     `IDEMPOTENCY_KEY_REUSED`. Failures are not stored: after one, the key is free.
         *     The path's `apiSlug` and the query are not compared, so the same key and body on
         *     another slug or `format` replays the first call's result.
         * @example 3f1c2a9e-8b7d-4c55-9e0a-6d2b41f7c8a1
         */
        IdempotencyKey: string;
        /** @description Client identification sent by the SDKs, e.g. `mobile-ios/1.4`. A value starting with `mobile` marks a mobile bundle. */
        XSvcClient: string;
        /** @description `development` lets a live key be used from a mobile client (development only). */
        XSvcLiveKeyAck: "development";
        /** @description `sha256=` + lowercase hex of HMAC-SHA256(webhook secret, raw request body). */
        SvcSignature: string;
        /** @description The event type, as `type` in the body. */
        SvcEvent: string;
        /** @description The event id (`evt_…`), as `id` in the body; the same on every retry. Use it to drop duplicates. */
        SvcDelivery: string;
        /** @description The event's creation time in unix seconds. */
        SvcTimestamp: string;
    };
    requestBodies: never;
    headers: {
        /**
         * @description Present (value `language`) when the configured remote language engine failed or its
         *     circuit breaker was open and the embedded engine answered instead (`fallback =
         *     "embedded"`). With `fallback = "none"` such a request fails with 502 UPSTREAM_ERROR or
         *     504 UPSTREAM_TIMEOUT instead.
         */
        XSvcDegraded: "language" | "speech";
        /**
         * @description The request's id (`req_…`), also in error bodies as `requestId`. Quote it to support.
         * @example req_0c8umhcz9kjlm7fl9rjo
         */
        XRequestId: string;
        /** @description The body holds a secret shown only once. */
        CacheControlNoStore: "no-store";
        /**
         * @description Whole seconds until the key's rate-limit bucket has a token again (at least 1); the same number as `retryAfterSec` in the body.
         * @example 60
         */
        RetryAfter: number;
        /** @description Present, with the value `true`, only on a replay of an earlier successful request with the same `Idempotency-Key`. */
        IdempotentReplayed: "true";
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The process is alive. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "ok"
                     *     }
                     */
                    "application/json": components["schemas"]["Health"];
                };
            };
            431: components["responses"]["HeadersTooLarge"];
            default: components["responses"]["OtherError"];
        };
    };
    getReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ready to serve. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "ready",
                     *       "checks": {
                     *         "database": "ok",
                     *         "migrations": {
                     *           "applied": 4,
                     *           "expected": 4,
                     *           "compatibleFrom": 3,
                     *           "state": "current"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Readiness"];
                };
            };
            431: components["responses"]["HeadersTooLarge"];
            /** @description Database unreachable (`checks.database` is `unreachable`), or migrations `behind` the binary or `incompatible` with it. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            default: components["responses"]["OtherError"];
        };
    };
    getMetrics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The metrics. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example # TYPE http_requests_in_flight gauge
                     *     http_requests_in_flight 1
                     */
                    "text/plain": string;
                };
            };
            431: components["responses"]["HeadersTooLarge"];
            default: components["responses"]["OtherError"];
        };
    };
    listOrgs: {
        parameters: {
            query?: {
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page (opaque). Absent or empty for the first page. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of organisations. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": "org_7hq2k9d3m1x8c4v6b0n5",
                     *           "name": "org_7hq2k9d3m1x8c4v6b0n5",
                     *           "status": "ACTIVE",
                     *           "createdAt": "2026-11-22T16:33:14.728Z",
                     *           "updatedAt": "2026-11-22T16:33:14.728Z"
                     *         }
                     *       ],
                     *       "nextCursor": "b3JnX2RlbW8wMQ"
                     *     }
                     */
                    "application/json": components["schemas"]["OrganisationPage"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["OtherError"];
        };
    };
    updateOrg: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Organisation id (`org_…`). */
                id: components["schemas"]["OrgId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "status": "SUSPENDED"
                 *     }
                 */
                "application/json": components["schemas"]["OrganisationStatusPatch"];
            };
        };
        responses: {
            /** @description The organisation after the change. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "org_7hq2k9d3m1x8c4v6b0n5",
                     *       "name": "org_7hq2k9d3m1x8c4v6b0n5",
                     *       "status": "SUSPENDED",
                     *       "createdAt": "2026-11-22T16:33:14.728Z",
                     *       "updatedAt": "2026-11-22T16:33:16.969Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Organisation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["OtherError"];
        };
    };
    listProjects: {
        parameters: {
            query?: {
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page (opaque). Absent or empty for the first page. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of projects. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": "prj_5cut4el3pt7vdhhopcag",
                     *           "name": "Cardiology OPD",
                     *           "slug": "cardiology-opd",
                     *           "description": "Outpatient cardiology",
                     *           "createdAt": "2026-11-22T16:33:14.729Z",
                     *           "updatedAt": "2026-11-22T16:33:14.729Z"
                     *         }
                     *       ],
                     *       "nextCursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["ProjectPage"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["OtherError"];
        };
    };
    createProject: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Cardiology OPD",
                 *       "description": "Outpatient cardiology"
                 *     }
                 */
                "application/json": components["schemas"]["ProjectCreate"];
            };
        };
        responses: {
            /** @description The created project. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "prj_5cut4el3pt7vdhhopcag",
                     *       "name": "Cardiology OPD",
                     *       "slug": "cardiology-opd",
                     *       "description": "Outpatient cardiology",
                     *       "createdAt": "2026-11-22T16:33:14.729Z",
                     *       "updatedAt": "2026-11-22T16:33:14.729Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Project"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["OtherError"];
        };
    };
    getProject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Project id (`prj_…`). */
                id: components["parameters"]["ProjectIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The project. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Project"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["OtherError"];
        };
    };
    deleteProject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Project id (`prj_…`). */
                id: components["parameters"]["ProjectIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The deleted project, with `deletedAt`. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "prj_5cut4el3pt7vdhhopcag",
                     *       "name": "Cardiology",
                     *       "slug": "cardiology-opd",
                     *       "description": "Outpatient cardiology",
                     *       "createdAt": "2026-11-22T16:33:14.729Z",
                     *       "updatedAt": "2026-11-22T16:33:16.990Z",
                     *       "deletedAt": "2026-11-22T16:33:16.990Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Project"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["OtherError"];
        };
    };
    updateProject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Project id (`prj_…`). */
                id: components["parameters"]["ProjectIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Cardiology"
                 *     }
                 */
                "application/json": components["schemas"]["ProjectPatch"];
            };
        };
        responses: {
            /** @description The updated project. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Project"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["OtherError"];
        };
    };
    getDevSignIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Development sign-in is offered. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "available": true,
                     *       "orgId": "org_demo",
                     *       "role": "ORG_ADMIN"
                     *     }
                     */
                    "application/json": components["schemas"]["DevSignInOffer"];
                };
            };
            404: components["responses"]["NotFound"];
            default: components["responses"]["OtherError"];
        };
    };
    devSignIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A management token. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "token": "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJvcmciOiJvcmdfZGVtbyJ9.c2lnbmF0dXJl",
                     *       "orgId": "org_demo",
                     *       "role": "ORG_ADMIN",
                     *       "expiresAt": "2026-11-26T17:41:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["DevSignInToken"];
                };
            };
            404: components["responses"]["NotFound"];
            default: components["responses"]["OtherError"];
        };
    };
    listTemplates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The templates. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": "vitals-triage",
                     *           "name": "Vitals and triage",
                     *           "description": "Emergency triage: presenting complaint, vitals, AVPU, red flags and the triage category.",
                     *           "schema": {
                     *             "sections": [
                     *               {
                     *                 "id": "vitalSigns",
                     *                 "title": "Vital signs",
                     *                 "fields": [
                     *                   {
                     *                     "key": "vitals",
                     *                     "label": "Vitals",
                     *                     "type": "vitals-block",
                     *                     "required": true,
                     *                     "hints": [
                     *                       "BP",
                     *                       "pulse",
                     *                       "RR",
                     *                       "temp",
                     *                       "SpO2",
                     *                       "GRBS"
                     *                     ]
                     *                   },
                     *                   {
                     *                     "key": "consciousness",
                     *                     "label": "Consciousness (AVPU)",
                     *                     "type": "enum",
                     *                     "enum": [
                     *                       "alert",
                     *                       "voice",
                     *                       "pain",
                     *                       "unresponsive"
                     *                     ]
                     *                   }
                     *                 ]
                     *               }
                     *             ]
                     *           },
                     *           "systemPrompt": "You are recording an emergency triage assessment spoken by a triage nurse or doctor. …",
                     *           "inputs": [
                     *             {
                     *               "key": "patientAgeYears",
                     *               "type": "integer",
                     *               "description": "Age in completed years; vital ranges depend on it."
                     *             }
                     *           ],
                     *           "insights": {
                     *             "enabled": true,
                     *             "kinds": [
                     *               "abnormal-vitals",
                     *               "red-flags"
                     *             ]
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["TemplateList"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["OtherError"];
        };
    };
    listProjectApis: {
        parameters: {
            query?: {
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page (opaque). Absent or empty for the first page. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path: {
                /** @description Project id (`prj_…`). */
                id: components["parameters"]["ProjectIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of APIs. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiPage"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["OtherError"];
        };
    };
    createApi: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Project id (`prj_…`). */
                id: components["parameters"]["ProjectIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "OPD consult",
                 *       "slug": "opd-consult",
                 *       "template": "opd-consult"
                 *     }
                 */
                "application/json": components["schemas"]["ApiCreate"];
            };
        };
        responses: {
            /** @description The created API. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "api_3k8uiv6xgswaqhpubvsh",
                     *       "projectId": "prj_5cut4el3pt7vdhhopcag",
                     *       "slug": "ward-round-note",
                     *       "name": "Ward round note",
                     *       "status": "DRAFT",
                     *       "version": 0,
                     *       "draft": {
                     *         "schema": {
                     *           "sections": []
                     *         },
                     *         "systemPrompt": "",
                     *         "inputs": [],
                     *         "insights": {
                     *           "enabled": false,
                     *           "kinds": []
                     *         }
                     *       },
                     *       "publishedSchema": null,
                     *       "publishedSystemPrompt": null,
                     *       "publishedInputs": null,
                     *       "publishedAt": null,
                     *       "settings": {
                     *         "retainPayloads": false,
                     *         "enforceClinicalFoundation": true,
                     *         "redactPHI": false,
                     *         "vitalRangeSanity": true,
                     *         "negationHandling": true,
                     *         "codeMixInterpretation": true,
                     *         "narrativeBullets": true
                     *       },
                     *       "createdAt": "2026-11-22T16:33:14.764Z",
                     *       "updatedAt": "2026-11-22T16:33:14.764Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Api"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["OtherError"];
        };
    };
    getApi: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description API id (`api_…`). */
                id: components["parameters"]["ApiIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The API with its draft, published content and settings. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "api_3k8uiv6xgswaqhpubvsh",
                     *       "projectId": "prj_5cut4el3pt7vdhhopcag",
                     *       "slug": "ward-round-note",
                     *       "name": "Ward round note",
                     *       "status": "PUBLISHED",
                     *       "version": 1,
                     *       "draft": {
                     *         "schema": {
                     *           "sections": [
                     *             {
                     *               "id": "main",
                     *               "title": "Main",
                     *               "fields": [
                     *                 {
                     *                   "key": "complaint",
                     *                   "label": "Complaint",
                     *                   "type": "text",
                     *                   "required": true
                     *                 },
                     *                 {
                     *                   "key": "vitals",
                     *                   "label": "Vitals",
                     *                   "type": "vitals-block"
                     *                 }
                     *               ]
                     *             }
                     *           ]
                     *         },
                     *         "systemPrompt": "Extract the ward round note.",
                     *         "inputs": [],
                     *         "insights": {
                     *           "enabled": false,
                     *           "kinds": []
                     *         }
                     *       },
                     *       "publishedSchema": {
                     *         "sections": [
                     *           {
                     *             "id": "main",
                     *             "title": "Main",
                     *             "fields": [
                     *               {
                     *                 "key": "complaint",
                     *                 "label": "Complaint",
                     *                 "type": "text",
                     *                 "required": true
                     *               },
                     *               {
                     *                 "key": "vitals",
                     *                 "label": "Vitals",
                     *                 "type": "vitals-block"
                     *               }
                     *             ]
                     *           }
                     *         ]
                     *       },
                     *       "publishedSystemPrompt": "Extract the ward round note.",
                     *       "publishedInputs": [],
                     *       "publishedAt": "2026-11-22T16:33:14.831Z",
                     *       "settings": {
                     *         "retainPayloads": true,
                     *         "enforceClinicalFoundation": true,
                     *         "redactPHI": false,
                     *         "vitalRangeSanity": true,
                     *         "negationHandling": true,
                     *         "codeMixInterpretation": true,
                     *         "narrativeBullets": true
                     *       },
                     *       "createdAt": "2026-11-22T16:33:14.764Z",
                     *       "updatedAt": "2026-11-22T16:33:14.831Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Api"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["OtherError"];
        };
    };
    archiveApi: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description API id (`api_…`). */
                id: components["parameters"]["ApiIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The archived API. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Api"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["OtherError"];
        };
    };
    updateApi: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description API id (`api_…`). */
                id: components["parameters"]["ApiIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApiPatch"];
            };
        };
        responses: {
            /** @description The API after the change. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Api"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["ApiArchived"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["OtherError"];
        };
    };
    publishApi: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description API id (`api_…`). */
                id: components["parameters"]["ApiIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The published API. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Api"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["ApiArchived"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["OtherError"];
        };
    };
    listApiVersions: {
        parameters: {
            query?: {
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page (opaque). Absent or empty for the first page. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path: {
                /** @description API id (`api_…`). */
                id: components["parameters"]["ApiIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of versions. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "version": 2,
                     *           "publishedAt": "2026-11-22T16:33:14.801Z",
                     *           "publishedBy": "user-42"
                     *         }
                     *       ],
                     *       "nextCursor": "Mg"
                     *     }
                     */
                    "application/json": components["schemas"]["ApiVersionPage"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["OtherError"];
        };
    };
    getApiVersion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description API id (`api_…`). */
                id: components["parameters"]["ApiIdPath"];
                /** @description A published version number of this API. */
                version: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The version. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiVersionContent"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["OtherError"];
        };
    };
    rollbackApi: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description API id (`api_…`). */
                id: components["parameters"]["ApiIdPath"];
                /** @description A published version number of this API. */
                version: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The API with the rolled-back draft. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Api"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["ApiArchived"];
            default: components["responses"]["OtherError"];
        };
    };
    discoverApis: {
        parameters: {
            query?: {
                /** @description Which APIs to list. */
                status?: "PUBLISHED" | "DRAFT" | "ARCHIVED" | "ALL";
            };
            header?: {
                /** @description Client identification sent by the SDKs, e.g. `mobile-ios/1.4`. A value starting with `mobile` marks a mobile bundle. */
                "X-Svc-Client"?: components["parameters"]["XSvcClient"];
                /** @description `development` lets a live key be used from a mobile client (development only). */
                "X-Svc-Live-Key-Ack"?: components["parameters"]["XSvcLiveKeyAck"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The APIs. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "slug": "opd-consult",
                     *         "name": "OPD consult",
                     *         "status": "PUBLISHED",
                     *         "version": 2,
                     *         "updatedAt": "2026-11-22T16:33:14.821Z"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["ApiSummary"][];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["RateLimited"];
            default: components["responses"]["OtherError"];
        };
    };
    getApiBySlug: {
        parameters: {
            query?: never;
            header?: {
                /** @description Client identification sent by the SDKs, e.g. `mobile-ios/1.4`. A value starting with `mobile` marks a mobile bundle. */
                "X-Svc-Client"?: components["parameters"]["XSvcClient"];
                /** @description `development` lets a live key be used from a mobile client (development only). */
                "X-Svc-Live-Key-Ack"?: components["parameters"]["XSvcLiveKeyAck"];
            };
            path: {
                /** @description The API's slug. */
                slug: components["schemas"]["Slug"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The API's published content. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "slug": "ward-round-note",
                     *       "name": "Ward round note",
                     *       "status": "PUBLISHED",
                     *       "version": 1,
                     *       "publishedSchema": {
                     *         "sections": [
                     *           {
                     *             "id": "main",
                     *             "title": "Main",
                     *             "fields": [
                     *               {
                     *                 "key": "complaint",
                     *                 "label": "Complaint",
                     *                 "type": "text",
                     *                 "required": true
                     *               }
                     *             ]
                     *           }
                     *         ]
                     *       },
                     *       "publishedSystemPrompt": "Extract the ward round note.",
                     *       "publishedInputs": [],
                     *       "publishedAt": "2026-11-22T16:33:14.831Z",
                     *       "updatedAt": "2026-11-22T16:33:14.831Z"
                     *     }
                     */
                    "application/json": components["schemas"]["ApiDetail"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description No API with this slug is visible to this credential. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "availableSlugs": [
                     *         "opd-consult"
                     *       ],
                     *       "error": "No API with this slug is visible to this credential.",
                     *       "code": "API_NOT_FOUND",
                     *       "requestId": "req_tuwrv0bddzb1xxsdj5lc"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            default: components["responses"]["OtherError"];
        };
    };
    transcribeAudio: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: scoped to the organisation and the API key, kept 24 h. 1 to 255
                 *     bytes (else 422 naming `Idempotency-Key`); send one UUID v4 per logical call (e.g. per
                 *     recording), the same on each retry of it. The
                 *     same key with the same endpoint and body bytes replays the first success (header
                 *     `Idempotent-Replayed: true`); while the first still runs: 409
                 *     `IDEMPOTENCY_IN_PROGRESS`; with another endpoint or body: 422
                 *     `IDEMPOTENCY_KEY_REUSED`. Failures are not stored: after one, the key is free.
                 *     The path's `apiSlug` and the query are not compared, so the same key and body on
                 *     another slug or `format` replays the first call's result.
                 * @example 3f1c2a9e-8b7d-4c55-9e0a-6d2b41f7c8a1
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["AudioForm"];
            };
        };
        responses: {
            /** @description The English transcript. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "transcript": "patient has fever for three days blood pressure is one hundred thirty over eighty five",
                     *       "language": "en",
                     *       "durationSec": 6,
                     *       "chunked": false,
                     *       "chunkCount": 1
                     *     }
                     */
                    "application/json": components["schemas"]["Transcription"];
                };
            };
            /** @description `BAD_REQUEST` (malformed multipart), `UNSUPPORTED_MEDIA` (no decodable audio stream) or `UNSUPPORTED_LANGUAGE` (a `language` outside the 23 codes, or one the configured speech engine cannot take). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["IdempotencyInProgress"];
            /** @description `PAYLOAD_TOO_LARGE`: the upload is over `http.max_upload_bytes` (answered as soon as that is known; the rest is not read), or the decoded recording is over `audio.max_duration_s`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            422: components["responses"]["AuditedUnprocessable"];
            429: components["responses"]["RateLimited"];
            /** @description `UPSTREAM_ERROR`: speech recognition failed after two retries. */
            502: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["AuditUnavailable"];
            default: components["responses"]["OtherError"];
        };
    };
    extractAudio: {
        parameters: {
            query?: {
                /** @description `fhir` adds `fhir`, a FHIR R4 Bundle of the medical primitives in `data`. Any other value: 422 naming `format`. */
                format?: components["parameters"]["Format"];
            };
            header?: {
                /**
                 * @description Makes a retry safe: scoped to the organisation and the API key, kept 24 h. 1 to 255
                 *     bytes (else 422 naming `Idempotency-Key`); send one UUID v4 per logical call (e.g. per
                 *     recording), the same on each retry of it. The
                 *     same key with the same endpoint and body bytes replays the first success (header
                 *     `Idempotent-Replayed: true`); while the first still runs: 409
                 *     `IDEMPOTENCY_IN_PROGRESS`; with another endpoint or body: 422
                 *     `IDEMPOTENCY_KEY_REUSED`. Failures are not stored: after one, the key is free.
                 *     The path's `apiSlug` and the query are not compared, so the same key and body on
                 *     another slug or `format` replays the first call's result.
                 * @example 3f1c2a9e-8b7d-4c55-9e0a-6d2b41f7c8a1
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Slug of a `PUBLISHED` API of the key's project. */
                apiSlug: components["parameters"]["ApiSlugPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["AudioForm"];
            };
        };
        responses: {
            /** @description Transcript plus extraction. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Transcription"] & components["schemas"]["ExtractResponse"];
                };
            };
            /** @description `BAD_REQUEST` (malformed multipart), `UNSUPPORTED_MEDIA` (no decodable audio stream) or `UNSUPPORTED_LANGUAGE` (a `language` outside the 23 codes, or one the configured speech engine cannot take). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ApiNotFound"];
            409: components["responses"]["IdempotencyInProgress"];
            /** @description `PAYLOAD_TOO_LARGE`: the upload is over `http.max_upload_bytes` (answered as soon as that is known; the rest is not read), or the decoded recording is over `audio.max_duration_s`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            422: components["responses"]["AuditedUnprocessable"];
            429: components["responses"]["RateLimited"];
            /** @description `UPSTREAM_ERROR`: speech recognition failed after two retries. */
            502: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["AuditUnavailable"];
            default: components["responses"]["OtherError"];
        };
    };
    extractAudioStream: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: scoped to the organisation and the API key, kept 24 h. 1 to 255
                 *     bytes (else 422 naming `Idempotency-Key`); send one UUID v4 per logical call (e.g. per
                 *     recording), the same on each retry of it. The
                 *     same key with the same endpoint and body bytes replays the first success (header
                 *     `Idempotent-Replayed: true`); while the first still runs: 409
                 *     `IDEMPOTENCY_IN_PROGRESS`; with another endpoint or body: 422
                 *     `IDEMPOTENCY_KEY_REUSED`. Failures are not stored: after one, the key is free.
                 *     The path's `apiSlug` and the query are not compared, so the same key and body on
                 *     another slug or `format` replays the first call's result.
                 * @example 3f1c2a9e-8b7d-4c55-9e0a-6d2b41f7c8a1
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Slug of a `PUBLISHED` API of the key's project. */
                apiSlug: components["parameters"]["ApiSlugPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["AudioForm"];
            };
        };
        responses: {
            /** @description The event stream. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example event: transcript
                     *     data: {"transcript":"patient has fever for three days","language":"en","durationSec":3,"chunked":false,"chunkCount":1,"type":"transcript"}
                     *
                     *     event: data
                     *     data: {"data":{"chiefComplaint":null},"apiSlug":"opd","version":"2026-11-22T16:33:14.783Z","type":"data"}
                     *
                     *     event: done
                     *     data: {"type":"done","requestId":"req_zx9klx4i7stcci1n33x9","latencyMs":2140}
                     */
                    "text/event-stream": string;
                };
            };
            /** @description `BAD_REQUEST` (malformed multipart), `UNSUPPORTED_MEDIA` (no decodable audio stream) or `UNSUPPORTED_LANGUAGE` (a `language` outside the 23 codes, or one the configured speech engine cannot take). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ApiNotFound"];
            409: components["responses"]["IdempotencyInProgress"];
            /** @description `PAYLOAD_TOO_LARGE`: the upload is over `http.max_upload_bytes` (answered as soon as that is known; the rest is not read), or the decoded recording is over `audio.max_duration_s`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            422: components["responses"]["AuditedUnprocessable"];
            429: components["responses"]["RateLimited"];
            /** @description `UPSTREAM_ERROR`: speech recognition failed after two retries. */
            502: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["AuditUnavailable"];
            default: components["responses"]["OtherError"];
        };
    };
    extract: {
        parameters: {
            query?: {
                /** @description `fhir` adds `fhir`, a FHIR R4 Bundle of the medical primitives in `data`. Any other value: 422 naming `format`. */
                format?: components["parameters"]["Format"];
            };
            header?: {
                /**
                 * @description Makes a retry safe: scoped to the organisation and the API key, kept 24 h. 1 to 255
                 *     bytes (else 422 naming `Idempotency-Key`); send one UUID v4 per logical call (e.g. per
                 *     recording), the same on each retry of it. The
                 *     same key with the same endpoint and body bytes replays the first success (header
                 *     `Idempotent-Replayed: true`); while the first still runs: 409
                 *     `IDEMPOTENCY_IN_PROGRESS`; with another endpoint or body: 422
                 *     `IDEMPOTENCY_KEY_REUSED`. Failures are not stored: after one, the key is free.
                 *     The path's `apiSlug` and the query are not compared, so the same key and body on
                 *     another slug or `format` replays the first call's result.
                 * @example 3f1c2a9e-8b7d-4c55-9e0a-6d2b41f7c8a1
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description Client identification sent by the SDKs, e.g. `mobile-ios/1.4`. A value starting with `mobile` marks a mobile bundle. */
                "X-Svc-Client"?: components["parameters"]["XSvcClient"];
                /** @description `development` lets a live key be used from a mobile client (development only). */
                "X-Svc-Live-Key-Ack"?: components["parameters"]["XSvcLiveKeyAck"];
            };
            path: {
                /** @description Slug of a `PUBLISHED` API of the key's project. */
                apiSlug: components["parameters"]["ApiSlugPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "text": "c/o fever and cough for 3 days. Allergic to penicillin, causes rash. BP 150/95, pulse 104, temp 101 F, SpO2 96%. Impression: acute upper respiratory tract infection. Tab Dolo 650 1-0-1 after food for 3 days. Order CBC. Review after 5 days.",
                 *       "inputs": {
                 *         "department": "General Medicine",
                 *         "patientAgeYears": 54
                 *       },
                 *       "patientHash": "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
                 *       "recordedById": "dr-anand"
                 *     }
                 */
                "application/json": components["schemas"]["ExtractRequest"];
            };
        };
        responses: {
            /**
             * @description The extraction, or an idempotent replay (header `Idempotent-Replayed: true`):
             *     the original body when the API retained payloads, else `{replayed, requestId}`.
             */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-Svc-Degraded": components["headers"]["XSvcDegraded"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExtractResponse"] | components["schemas"]["IdempotentReplay"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ApiNotFound"];
            409: components["responses"]["IdempotencyInProgress"];
            422: components["responses"]["AuditedUnprocessable"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["AuditUnavailable"];
            default: components["responses"]["OtherError"];
        };
    };
    insights: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: scoped to the organisation and the API key, kept 24 h. 1 to 255
                 *     bytes (else 422 naming `Idempotency-Key`); send one UUID v4 per logical call (e.g. per
                 *     recording), the same on each retry of it. The
                 *     same key with the same endpoint and body bytes replays the first success (header
                 *     `Idempotent-Replayed: true`); while the first still runs: 409
                 *     `IDEMPOTENCY_IN_PROGRESS`; with another endpoint or body: 422
                 *     `IDEMPOTENCY_KEY_REUSED`. Failures are not stored: after one, the key is free.
                 *     The path's `apiSlug` and the query are not compared, so the same key and body on
                 *     another slug or `format` replays the first call's result.
                 * @example 3f1c2a9e-8b7d-4c55-9e0a-6d2b41f7c8a1
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description Client identification sent by the SDKs, e.g. `mobile-ios/1.4`. A value starting with `mobile` marks a mobile bundle. */
                "X-Svc-Client"?: components["parameters"]["XSvcClient"];
                /** @description `development` lets a live key be used from a mobile client (development only). */
                "X-Svc-Live-Key-Ack"?: components["parameters"]["XSvcLiveKeyAck"];
            };
            path: {
                /** @description Slug of a `PUBLISHED` API of the key's project. */
                apiSlug: components["parameters"]["ApiSlugPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "transcript": "Patient c/o chest pain radiating to left arm with sweating since morning. BP 170/100, pulse 112, SpO2 93%. Impression: suspected acute coronary syndrome. Give Tab Ecosprin 325 mg stat and Tab Clopidogrel 300 mg stat. Order ECG and troponin I.",
                 *       "priorNoteSummary": "Known hypertensive. Type 2 diabetes mellitus on metformin. Allergic to aspirin.",
                 *       "patientHash": "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"
                 *     }
                 */
                "application/json": components["schemas"]["InsightsRequest"];
            };
        };
        responses: {
            /** @description The insights, or an idempotent replay (header `Idempotent-Replayed: true`). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-Svc-Degraded": components["headers"]["XSvcDegraded"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InsightsResponse"] | components["schemas"]["IdempotentReplay"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description `API_NOT_FOUND` (with `availableSlugs`), or `INSIGHTS_NOT_ENABLED` when the published insights configuration is not enabled. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            409: components["responses"]["IdempotencyInProgress"];
            422: components["responses"]["AuditedUnprocessable"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["AuditUnavailable"];
            default: components["responses"]["OtherError"];
        };
    };
    summarize: {
        parameters: {
            query?: never;
            header?: {
                /** @description Client identification sent by the SDKs, e.g. `mobile-ios/1.4`. A value starting with `mobile` marks a mobile bundle. */
                "X-Svc-Client"?: components["parameters"]["XSvcClient"];
                /** @description `development` lets a live key be used from a mobile client (development only). */
                "X-Svc-Live-Key-Ack"?: components["parameters"]["XSvcLiveKeyAck"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "text": "c/o fever and cough for 3 days. Allergic to penicillin, causes rash. BP 150/95, pulse 104, temp 101 F, SpO2 96%. Impression: acute upper respiratory tract infection. Tab Dolo 650 1-0-1 after food for 3 days. Order CBC. Review after 5 days.",
                 *       "style": "progress-note",
                 *       "maxLines": 6
                 *     }
                 */
                "application/json": components["schemas"]["SummarizeRequest"];
            };
        };
        responses: {
            /** @description The summary; lines are separated by `\n`, with no trailing newline. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-Svc-Degraded": components["headers"]["XSvcDegraded"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "summary": "S: Complaints: fever, cough; Allergies: penicillin (rash).\n  Allergic to penicillin, causes rash.\nO: BP 150/95 mmHg (high), HR 104/min (high), Temp 38.3 °C (high), SpO2 96%.\nA: Fever [R50.9]; Cough [R05]; Acute upper respiratory tract infection [J06.9].\nP: Paracetamol (Dolo 650) 650 mg BD, after food, for 3 days; Investigations: Complete blood count; Follow-up: Review after 5 days."
                     *     }
                     */
                    "application/json": components["schemas"]["SummarizeResponse"];
                };
            };
            /** @description `BAD_REQUEST` (the body is not a JSON object) or `UNSUPPORTED_LANGUAGE`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description `VALIDATION_FAILED`: `text`, `style`, `maxLines` or `language` (type) invalid; `fields` names each. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The request failed validation.",
                     *       "code": "VALIDATION_FAILED",
                     *       "requestId": "req_dosq08rh7qeelquxsn3y",
                     *       "fields": [
                     *         {
                     *           "field": "text",
                     *           "message": "must not be empty"
                     *         },
                     *         {
                     *           "field": "style",
                     *           "message": "must be one of patient, handover, executive, progress-note"
                     *         },
                     *         {
                     *           "field": "maxLines",
                     *           "message": "must be an integer from 1 to 200"
                     *         },
                     *         {
                     *           "field": "language",
                     *           "message": "must be a string"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            default: components["responses"]["OtherError"];
        };
    };
    listLanguages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The languages. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "code": "en",
                     *           "name": "English"
                     *         },
                     *         {
                     *           "code": "hi",
                     *           "name": "Hindi"
                     *         },
                     *         {
                     *           "code": "bn",
                     *           "name": "Bengali"
                     *         },
                     *         {
                     *           "code": "te",
                     *           "name": "Telugu"
                     *         },
                     *         {
                     *           "code": "mr",
                     *           "name": "Marathi"
                     *         },
                     *         {
                     *           "code": "ta",
                     *           "name": "Tamil"
                     *         },
                     *         {
                     *           "code": "ur",
                     *           "name": "Urdu"
                     *         },
                     *         {
                     *           "code": "gu",
                     *           "name": "Gujarati"
                     *         },
                     *         {
                     *           "code": "kn",
                     *           "name": "Kannada"
                     *         },
                     *         {
                     *           "code": "ml",
                     *           "name": "Malayalam"
                     *         },
                     *         {
                     *           "code": "pa",
                     *           "name": "Punjabi"
                     *         },
                     *         {
                     *           "code": "as",
                     *           "name": "Assamese"
                     *         },
                     *         {
                     *           "code": "ne",
                     *           "name": "Nepali"
                     *         },
                     *         {
                     *           "code": "sd",
                     *           "name": "Sindhi"
                     *         },
                     *         {
                     *           "code": "si",
                     *           "name": "Sinhala"
                     *         },
                     *         {
                     *           "code": "sa",
                     *           "name": "Sanskrit"
                     *         },
                     *         {
                     *           "code": "ar",
                     *           "name": "Arabic"
                     *         },
                     *         {
                     *           "code": "fr",
                     *           "name": "French"
                     *         },
                     *         {
                     *           "code": "de",
                     *           "name": "German"
                     *         },
                     *         {
                     *           "code": "es",
                     *           "name": "Spanish"
                     *         },
                     *         {
                     *           "code": "pt",
                     *           "name": "Portuguese"
                     *         },
                     *         {
                     *           "code": "ru",
                     *           "name": "Russian"
                     *         },
                     *         {
                     *           "code": "zh",
                     *           "name": "Chinese"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["LanguageList"];
                };
            };
            431: components["responses"]["HeadersTooLarge"];
            default: components["responses"]["OtherError"];
        };
    };
    listKeys: {
        parameters: {
            query?: {
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page (opaque). Absent or empty for the first page. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path: {
                /** @description Project id (`prj_…`). */
                id: components["parameters"]["ProjectIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of keys. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": "key_a7n856f6yu8p40wk4luc",
                     *           "projectId": "prj_5cut4el3pt7vdhhopcag",
                     *           "name": "Backend",
                     *           "mode": "live",
                     *           "prefix": "svc_live_PCQ0sQ0_BMH3",
                     *           "scopes": [
                     *             "extract",
                     *             "apis:read",
                     *             "invocations:read"
                     *           ],
                     *           "createdAt": "2026-11-22T16:33:14.846Z",
                     *           "expiresAt": "2030-01-31T12:00:00.000Z",
                     *           "revokedAt": null,
                     *           "lastUsedAt": null
                     *         }
                     *       ],
                     *       "nextCursor": "a2V5X2E3bjg1NmY2eXU4cDQwd2s0bHVj"
                     *     }
                     */
                    "application/json": components["schemas"]["KeyPage"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["OtherError"];
        };
    };
    createKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Project id (`prj_…`). */
                id: components["parameters"]["ProjectIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Backend",
                 *       "mode": "live",
                 *       "scopes": [
                 *         "extract",
                 *         "apis:read",
                 *         "invocations:read"
                 *       ],
                 *       "expiresAt": "2030-01-31T12:00:00Z"
                 *     }
                 */
                "application/json": components["schemas"]["KeyCreate"];
            };
        };
        responses: {
            /** @description The key, with its plaintext. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "key_a7n856f6yu8p40wk4luc",
                     *       "projectId": "prj_5cut4el3pt7vdhhopcag",
                     *       "name": "Backend",
                     *       "mode": "live",
                     *       "prefix": "svc_live_PCQ0sQ0_BMH3",
                     *       "scopes": [
                     *         "extract",
                     *         "apis:read",
                     *         "invocations:read"
                     *       ],
                     *       "createdAt": "2026-11-22T16:33:14.846Z",
                     *       "expiresAt": "2030-01-31T12:00:00.000Z",
                     *       "revokedAt": null,
                     *       "lastUsedAt": null,
                     *       "key": "svc_live_PCQ0sQ0_BMH3qrfTPOcyoxyec3BwDHNfRJZkVv8o"
                     *     }
                     */
                    "application/json": components["schemas"]["KeyWithSecret"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["OtherError"];
        };
    };
    revokeKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Key id (`key_…`). */
                id: components["schemas"]["KeyId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The revoked key. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "key_h8722w8247oozpzxv9rh",
                     *       "projectId": "prj_5cut4el3pt7vdhhopcag",
                     *       "name": "Mobile app (dev)",
                     *       "mode": "test",
                     *       "prefix": "svc_test_04QMtw8-_Pvy",
                     *       "scopes": [
                     *         "extract",
                     *         "audio",
                     *         "summarize",
                     *         "insights",
                     *         "apis:read"
                     *       ],
                     *       "createdAt": "2026-11-22T16:33:14.852Z",
                     *       "expiresAt": null,
                     *       "revokedAt": "2026-11-22T16:33:14.932Z",
                     *       "lastUsedAt": "2026-11-22T16:33:14.889Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Key"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["OtherError"];
        };
    };
    updateKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Key id (`key_…`). */
                id: components["schemas"]["KeyId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Mobile app (dev)",
                 *       "expiresAt": null
                 *     }
                 */
                "application/json": components["schemas"]["KeyPatch"];
            };
        };
        responses: {
            /** @description The key after the change (without the plaintext). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Key"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["OtherError"];
        };
    };
    listWebhooks: {
        parameters: {
            query?: {
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page (opaque). Absent or empty for the first page. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path: {
                /** @description Project id (`prj_…`). */
                projectId: components["schemas"]["ProjectId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of webhooks. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookPage"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["OtherError"];
        };
    };
    createWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Project id (`prj_…`). */
                projectId: components["schemas"]["ProjectId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "url": "https://his.hospital.local/cxs/events",
                 *       "events": [
                 *         "invocation.success",
                 *         "invocation.failed",
                 *         "api.published",
                 *         "key.revoked"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["WebhookCreate"];
            };
        };
        responses: {
            /** @description The webhook, with its signing secret. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "whk_jzzy4ngryb4fo3oz5twv",
                     *       "projectId": "prj_5cut4el3pt7vdhhopcag",
                     *       "url": "https://his.hospital.local/cxs/events",
                     *       "events": [
                     *         "invocation.success",
                     *         "invocation.failed",
                     *         "api.published",
                     *         "key.revoked"
                     *       ],
                     *       "active": true,
                     *       "createdAt": "2026-11-22T16:33:14.745Z",
                     *       "updatedAt": "2026-11-22T16:33:14.745Z",
                     *       "secret": "whsec_Qq7msGTXr51tOF73f6uCONcx4VFhNx1mJT18ZElw"
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookWithSecret"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["OtherError"];
        };
    };
    deleteWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Webhook id (`whk_…`). */
                id: components["parameters"]["WebhookIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The deleted webhook, with `deletedAt`. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Webhook"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["OtherError"];
        };
    };
    updateWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Webhook id (`whk_…`). */
                id: components["parameters"]["WebhookIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "active": false
                 *     }
                 */
                "application/json": components["schemas"]["WebhookPatch"];
            };
        };
        responses: {
            /** @description The webhook after the change (without the secret). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Webhook"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["OtherError"];
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page (opaque). Absent or empty for the first page. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path: {
                /** @description Webhook id (`whk_…`). */
                id: components["parameters"]["WebhookIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of deliveries. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": "4",
                     *           "eventId": "evt_079q2oxkv4ouyglk9qq0",
                     *           "type": "key.revoked",
                     *           "status": "DELIVERED",
                     *           "attempts": 1,
                     *           "lastStatusCode": 204,
                     *           "lastError": null,
                     *           "lastAttemptAt": "2026-11-22T16:33:15.031Z",
                     *           "nextAttemptAt": null,
                     *           "createdAt": "2026-11-22T16:33:15.012Z",
                     *           "deliveredAt": "2026-11-22T16:33:15.031Z"
                     *         }
                     *       ],
                     *       "nextCursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["DeliveryPage"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["OtherError"];
        };
    };
    runPlayground: {
        parameters: {
            query?: {
                /** @description `fhir` adds `fhir`, a FHIR R4 Bundle of the medical primitives in `data`. Any other value: 422 naming `format`. */
                format?: components["parameters"]["Format"];
            };
            header?: never;
            path: {
                /** @description API id (`api_…`). */
                id: components["parameters"]["ApiIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "text": "Chief complaint: fever for 3 days. BP 130/85. Plan: Tab Dolo 650 1-0-1."
                 *     }
                 */
                "application/json": components["schemas"]["PlaygroundRequest"];
            };
        };
        responses: {
            /** @description The draft's output, shaped like /extract's. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExtractResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["OtherError"];
        };
    };
    askAiAssistant: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "apiId": "api_85877kkbt5hzzedutuq1",
                 *       "want": "fields",
                 *       "message": "hypertension follow-up clinic"
                 *     }
                 */
                "application/json": components["schemas"]["AiAssistRequest"];
            };
        };
        responses: {
            /** @description The stored draft. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-Svc-Degraded": components["headers"]["XSvcDegraded"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AiAssistDraft"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["OtherError"];
        };
    };
    listAiAssistDrafts: {
        parameters: {
            query?: {
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page (opaque). Absent or empty for the first page. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path: {
                /** @description The API the drafts are about. */
                apiId: components["schemas"]["ApiId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of drafts. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AiAssistDraftPage"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["OtherError"];
        };
    };
    listTestTranscripts: {
        parameters: {
            query?: {
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page (opaque). Absent or empty for the first page. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path: {
                /** @description API id (`api_…`). */
                id: components["parameters"]["ApiIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of test transcripts. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestTranscriptPage"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["OtherError"];
        };
    };
    createTestTranscript: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description API id (`api_…`). */
                id: components["parameters"]["ApiIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Chest pain",
                 *       "transcript": "Patient reports chest pain since morning. BP 150/90.",
                 *       "expected": {
                 *         "chiefComplaint": "chest pain since morning"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["TestTranscriptCreate"];
            };
        };
        responses: {
            /** @description The saved test transcript. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "tt_j7y856egala5uclabfi5",
                     *       "apiId": "api_85877kkbt5hzzedutuq1",
                     *       "name": "Chest pain",
                     *       "transcript": "Patient reports chest pain since morning. BP 150/90.",
                     *       "expected": {
                     *         "chiefComplaint": "chest pain since morning"
                     *       },
                     *       "createdAt": "2026-11-22T16:33:14.916Z",
                     *       "updatedAt": "2026-11-22T16:33:14.916Z"
                     *     }
                     */
                    "application/json": components["schemas"]["TestTranscript"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["OtherError"];
        };
    };
    deleteTestTranscript: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Test transcript id (`tt_…`). */
                id: components["schemas"]["TestTranscriptId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The deleted test transcript. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestTranscript"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["OtherError"];
        };
    };
    updateTestTranscript: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Test transcript id (`tt_…`). */
                id: components["schemas"]["TestTranscriptId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "expected": null
                 *     }
                 */
                "application/json": components["schemas"]["TestTranscriptPatch"];
            };
        };
        responses: {
            /** @description The test transcript after the change. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestTranscript"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["OtherError"];
        };
    };
    getApiUsage: {
        parameters: {
            query?: {
                /** @description Window in whole UTC days, today included (`1` is today only). */
                days?: components["parameters"]["Days"];
            };
            header?: never;
            path: {
                /** @description API id (`api_…`). */
                id: components["parameters"]["ApiIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The usage report. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "apiId": "api_85877kkbt5hzzedutuq1",
                     *       "days": 2,
                     *       "from": "2026-11-21",
                     *       "to": "2026-11-22",
                     *       "totals": {
                     *         "calls": 3,
                     *         "failures": 1,
                     *         "audioSeconds": 0,
                     *         "totalTokens": 0,
                     *         "p50LatencyMs": 120,
                     *         "p95LatencyMs": 410
                     *       },
                     *       "daily": [
                     *         {
                     *           "date": "2026-11-21",
                     *           "calls": 0,
                     *           "failures": 0,
                     *           "audioSeconds": 0,
                     *           "totalTokens": 0,
                     *           "p50LatencyMs": null,
                     *           "p95LatencyMs": null
                     *         },
                     *         {
                     *           "date": "2026-11-22",
                     *           "calls": 3,
                     *           "failures": 1,
                     *           "audioSeconds": 0,
                     *           "totalTokens": 0,
                     *           "p50LatencyMs": 120,
                     *           "p95LatencyMs": 410
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ApiUsage"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["OtherError"];
        };
    };
    getProjectUsage: {
        parameters: {
            query?: {
                /** @description Window in whole UTC days, today included (`1` is today only). */
                days?: components["parameters"]["Days"];
            };
            header?: never;
            path: {
                /** @description Project id (`prj_…`). */
                id: components["parameters"]["ProjectIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The usage report. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProjectUsage"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["OtherError"];
        };
    };
    getOverview: {
        parameters: {
            query?: {
                /** @description Window in whole UTC days, today included (`1` is today only). */
                days?: components["parameters"]["Days"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The overview. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "orgId": "org_7hq2k9d3m1x8c4v6b0n5",
                     *       "days": 1,
                     *       "from": "2026-11-22",
                     *       "to": "2026-11-22",
                     *       "totals": {
                     *         "calls": 3,
                     *         "failures": 1,
                     *         "audioSeconds": 0,
                     *         "totalTokens": 0,
                     *         "p50LatencyMs": 120,
                     *         "p95LatencyMs": 410
                     *       },
                     *       "daily": [
                     *         {
                     *           "date": "2026-11-22",
                     *           "calls": 3,
                     *           "failures": 1,
                     *           "audioSeconds": 0,
                     *           "totalTokens": 0,
                     *           "p50LatencyMs": 120,
                     *           "p95LatencyMs": 410
                     *         }
                     *       ],
                     *       "byApi": [
                     *         {
                     *           "apiId": "api_85877kkbt5hzzedutuq1",
                     *           "slug": "opd-consult",
                     *           "name": "OPD consult",
                     *           "calls": 3,
                     *           "failures": 1
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Overview"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["OtherError"];
        };
    };
    listApiInvocations: {
        parameters: {
            query?: {
                /** @description Only invocations with this status. */
                status?: "SUCCESS" | "FAILED";
                /**
                 * @description Only invocations at or after this instant: `YYYY-MM-DD` (UTC midnight) or
                 *     `YYYY-MM-DDTHH:MM:SS[.ffffff]` followed by `Z` or `±HH:MM`.
                 * @example 2026-11-01T00:00:00Z
                 */
                since?: string;
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page (opaque). Absent or empty for the first page. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path: {
                /** @description API id (`api_…`). */
                id: components["parameters"]["ApiIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of invocations. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": "inv_0m3q8x2k7c9v1b5n4z6a",
                     *           "apiId": "api_85877kkbt5hzzedutuq1",
                     *           "endpoint": "text.extract",
                     *           "status": "FAILED",
                     *           "errorCode": "VALIDATION_FAILED",
                     *           "latencyMs": 12,
                     *           "audioSeconds": 0,
                     *           "totalTokens": 0,
                     *           "recordedById": "dr-anand",
                     *           "patientHash": "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
                     *           "requestId": "req_ib3pa57gvw7obrx95itl",
                     *           "createdAt": "2026-11-22T16:33:14.916Z"
                     *         }
                     *       ],
                     *       "nextCursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["InvocationPage"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["OtherError"];
        };
    };
    searchPatientInvocations: {
        parameters: {
            query: {
                /** @description The patient hash, 64 lowercase hex characters (SHA-256 computed by the hospital). */
                patientHash: components["schemas"]["PatientHash"];
                /** @description Window in days (rolling, 24 h each). */
                sinceDays?: number;
                /** @description Most invocations returned; larger values are refused, not clamped. */
                limit?: number;
            };
            header?: {
                /** @description Client identification sent by the SDKs, e.g. `mobile-ios/1.4`. A value starting with `mobile` marks a mobile bundle. */
                "X-Svc-Client"?: components["parameters"]["XSvcClient"];
                /** @description `development` lets a live key be used from a mobile client (development only). */
                "X-Svc-Live-Key-Ack"?: components["parameters"]["XSvcLiveKeyAck"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matching invocations. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "patientHash": "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
                     *       "sinceDays": 90,
                     *       "total": 1,
                     *       "invocations": [
                     *         {
                     *           "id": "inv_0m3q8x2k7c9v1b5n4z6a",
                     *           "apiId": "api_85877kkbt5hzzedutuq1",
                     *           "endpoint": "text.extract",
                     *           "status": "SUCCESS",
                     *           "latencyMs": 212,
                     *           "audioSeconds": 0,
                     *           "totalTokens": 0,
                     *           "recordedById": "dr-anand",
                     *           "createdAt": "2026-11-22T16:33:14.916Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PatientInvocationSearch"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["RateLimited"];
            default: components["responses"]["OtherError"];
        };
    };
    onInvocationSuccess: {
        parameters: {
            query?: never;
            header: {
                /** @description `sha256=` + lowercase hex of HMAC-SHA256(webhook secret, raw request body). */
                "Svc-Signature": components["parameters"]["SvcSignature"];
                /** @description The event type, as `type` in the body. */
                "Svc-Event": components["parameters"]["SvcEvent"];
                /** @description The event id (`evt_…`), as `id` in the body; the same on every retry. Use it to drop duplicates. */
                "Svc-Delivery": components["parameters"]["SvcDelivery"];
                /** @description The event's creation time in unix seconds. */
                "Svc-Timestamp": components["parameters"]["SvcTimestamp"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvocationEvent"];
            };
        };
        responses: {
            200: components["responses"]["DeliveryAccepted"];
            400: components["responses"]["DeliveryRefused"];
        };
    };
    onInvocationFailed: {
        parameters: {
            query?: never;
            header: {
                /** @description `sha256=` + lowercase hex of HMAC-SHA256(webhook secret, raw request body). */
                "Svc-Signature": components["parameters"]["SvcSignature"];
                /** @description The event type, as `type` in the body. */
                "Svc-Event": components["parameters"]["SvcEvent"];
                /** @description The event id (`evt_…`), as `id` in the body; the same on every retry. Use it to drop duplicates. */
                "Svc-Delivery": components["parameters"]["SvcDelivery"];
                /** @description The event's creation time in unix seconds. */
                "Svc-Timestamp": components["parameters"]["SvcTimestamp"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvocationEvent"];
            };
        };
        responses: {
            200: components["responses"]["DeliveryAccepted"];
            400: components["responses"]["DeliveryRefused"];
        };
    };
    onApiPublished: {
        parameters: {
            query?: never;
            header: {
                /** @description `sha256=` + lowercase hex of HMAC-SHA256(webhook secret, raw request body). */
                "Svc-Signature": components["parameters"]["SvcSignature"];
                /** @description The event type, as `type` in the body. */
                "Svc-Event": components["parameters"]["SvcEvent"];
                /** @description The event id (`evt_…`), as `id` in the body; the same on every retry. Use it to drop duplicates. */
                "Svc-Delivery": components["parameters"]["SvcDelivery"];
                /** @description The event's creation time in unix seconds. */
                "Svc-Timestamp": components["parameters"]["SvcTimestamp"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_00cfpagbt6ggmvpcgy12",
                 *       "type": "api.published",
                 *       "createdAt": "2026-11-22T16:33:14.783Z",
                 *       "data": {
                 *         "name": "OPD consult",
                 *         "slug": "opd-consult",
                 *         "apiId": "api_85877kkbt5hzzedutuq1",
                 *         "version": 1,
                 *         "projectId": "prj_5cut4el3pt7vdhhopcag",
                 *         "publishedAt": "2026-11-22T16:33:14.783Z",
                 *         "publishedBy": "user-42"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ApiPublishedEvent"];
            };
        };
        responses: {
            200: components["responses"]["DeliveryAccepted"];
            400: components["responses"]["DeliveryRefused"];
        };
    };
    onKeyRevoked: {
        parameters: {
            query?: never;
            header: {
                /** @description `sha256=` + lowercase hex of HMAC-SHA256(webhook secret, raw request body). */
                "Svc-Signature": components["parameters"]["SvcSignature"];
                /** @description The event type, as `type` in the body. */
                "Svc-Event": components["parameters"]["SvcEvent"];
                /** @description The event id (`evt_…`), as `id` in the body; the same on every retry. Use it to drop duplicates. */
                "Svc-Delivery": components["parameters"]["SvcDelivery"];
                /** @description The event's creation time in unix seconds. */
                "Svc-Timestamp": components["parameters"]["SvcTimestamp"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_079q2oxkv4ouyglk9qq0",
                 *       "type": "key.revoked",
                 *       "createdAt": "2026-11-22T16:33:14.932Z",
                 *       "data": {
                 *         "keyId": "key_h8722w8247oozpzxv9rh",
                 *         "projectId": "prj_5cut4el3pt7vdhhopcag",
                 *         "name": "Mobile app (dev)",
                 *         "mode": "test",
                 *         "prefix": "svc_test_04QMtw8-_Pvy",
                 *         "revokedAt": "2026-11-22T16:33:14.932Z"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["KeyRevokedEvent"];
            };
        };
        responses: {
            200: components["responses"]["DeliveryAccepted"];
            400: components["responses"]["DeliveryRefused"];
        };
    };
}

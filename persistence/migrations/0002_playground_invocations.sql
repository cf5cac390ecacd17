-- Playground runs (POST /apis/:id/playground) are recorded as invocations with endpoint
-- 'playground'. They are made by an administrator's JWT, not an API key, so key_id may
-- be NULL for them and only for them; recorded_by_id holds the administrator's `sub`.
ALTER TABLE invocations ALTER COLUMN key_id DROP NOT NULL;
ALTER TABLE invocations ADD CONSTRAINT invocations_key_unless_playground
    CHECK (key_id IS NOT NULL OR endpoint = 'playground');

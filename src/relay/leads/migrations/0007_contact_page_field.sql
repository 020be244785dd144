-- The contact form's page field is called `sentFromPage` (it holds the path of the page the form was sent from; it
-- was `contactMethod`). A contact lead stored before the rename may still wait for its delivery, or for an
-- operator's re-send: give its payload the new key, so its e-mail still names the page. The old key stays, as every
-- migration only adds: a Worker rolled back to before the rename still reads it (docs/operations.md, rolling back).
UPDATE leads
SET payload = json_set(payload, '$.sentFromPage', json_extract(payload, '$.contactMethod'))
WHERE kind = 'contact' AND json_valid(payload) AND json_type(payload, '$.sentFromPage') IS NULL
  AND json_type(payload, '$.contactMethod') = 'text';

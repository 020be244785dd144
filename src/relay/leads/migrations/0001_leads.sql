-- The lead store (src/relay/leads/README.md): one row per accepted form, written before the visitor is told it
-- succeeded and delivered after the answer. Applied by `wrangler d1 migrations apply` (D1) and by the Node store at
-- start. Times are milliseconds since the Unix epoch.
CREATE TABLE leads (
  -- A random UUID: the row's key, the queue message, and what a delivery carries to recognise a repeat.
  id TEXT PRIMARY KEY NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('contact', 'newsletter')),
  lang TEXT NOT NULL,
  -- Path of the page the form was sent from; '' when the form did not say.
  page TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  -- GDPR art. 7(1): when the visitor accepted the privacy policy (the contact form's box; the newsletter's sign-up
  -- itself, which the form says accepts it) and which document and version the page linked.
  privacy_accepted_at INTEGER NOT NULL,
  privacy_policy TEXT NOT NULL,
  -- The validated form values, JSON: the only column with the visitor's words.
  payload TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('pending', 'delivered', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,
  -- A delivery in progress holds the row until then, so two deliverers never send the same lead at once.
  claimed_until INTEGER NOT NULL DEFAULT 0,
  -- Why the last attempt failed, as the relay's log names it (never a provider's answer body).
  last_error TEXT,
  delivered_at INTEGER,
  updated_at INTEGER NOT NULL
);

CREATE INDEX leads_by_state ON leads (state, next_attempt_at);

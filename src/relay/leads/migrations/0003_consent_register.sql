-- The consent register (src/relay/leads/README.md, docs/decisions/0039-consent-register-and-double-opt-in.md): the
-- proof of every contact request's and newsletter sign-up's consent, kept as long as that consent can be relied
-- on, while the lead's personal payload is purged on its own schedule (30/90 days). Times are ms since the epoch.
CREATE TABLE consents (
  -- The lead the consent came with (its row may be long gone).
  lead_id TEXT PRIMARY KEY NOT NULL,
  -- The lead kind ('contact', 'newsletter', ...); no CHECK, so a new kind needs no table rebuild.
  kind TEXT NOT NULL,
  -- What the consent is for, as the form said: 'contact_request' or 'newsletter'.
  purpose TEXT NOT NULL,
  -- The policy document the page linked (its path, in the page's language) and the documents' version.
  policy TEXT NOT NULL,
  policy_version TEXT NOT NULL,
  -- Language and path of the page the form was on.
  lang TEXT NOT NULL,
  page TEXT NOT NULL,
  given_at INTEGER NOT NULL,
  -- Newsletter: when the visitor pressed the button of the confirmation e-mail's page (double opt-in); else NULL.
  confirmed_at INTEGER,
  -- SHA-256 of the e-mail address, trimmed and lower-cased: links a later unsubscribe or erasure request to its
  -- record without keeping the address itself (pseudonymous, not anonymous: still personal data).
  subject_hash TEXT NOT NULL,
  -- Until when the record is kept; NULL while it is still relied on (a confirmed subscription), see 0039.
  keep_until INTEGER
);

CREATE INDEX consents_by_subject ON consents (subject_hash);
CREATE INDEX consents_by_keep_until ON consents (keep_until);

-- Which delivery a lead is waiting for, for kinds with more than one: a newsletter sign-up first sends its
-- confirmation e-mail ('confirm'); the confirmation stores a second lead that submits the sign-up ('subscribe').
-- NULL is the kind's one delivery (every lead stored before this migration: a newsletter lead then subscribes).
ALTER TABLE leads ADD COLUMN step TEXT;

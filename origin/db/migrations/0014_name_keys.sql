-- Custom SQL migration file, put your code below! --
-- users.nickname_key changes meaning: the confusable-skeleton key (lib/domain/name-skeleton.ts) of
-- every name a user shows, not the case-folded chosen name. SQL cannot compute the skeleton:
-- the old keys are cleared here and the origin keys every name again at start-up
-- (services/name-keys.ts backfillNameKeys) before it serves a request.
UPDATE "users" SET "nickname_key" = NULL WHERE "nickname_key" IS NOT NULL;

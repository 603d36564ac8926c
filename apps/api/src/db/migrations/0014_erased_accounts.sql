CREATE TABLE "erased_accounts" (
	"firebase_uid_hash" text PRIMARY KEY NOT NULL,
	"erased_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- An erased person is never created again: every insert into users first takes the uid's lock
-- (the deletion takes the same one before it writes the tombstone), then looks for a tombstone
-- with a snapshot taken after the lock, so a deletion committed a moment ago is seen.
CREATE FUNCTION refuse_erased_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('kampa-user:' || NEW.firebase_uid, 0));
  IF EXISTS (
    SELECT 1 FROM erased_accounts
    WHERE firebase_uid_hash = encode(sha256(convert_to(NEW.firebase_uid, 'UTF8')), 'hex')
  ) THEN
    RAISE EXCEPTION 'this account was deleted' USING ERRCODE = 'KE001';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_refuse_erased BEFORE INSERT ON users
  FOR EACH ROW EXECUTE FUNCTION refuse_erased_user();

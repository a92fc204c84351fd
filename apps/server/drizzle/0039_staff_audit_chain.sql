-- The staff audit becomes a hash chain: each row carries the previous row's hash and the SHA-256 of
-- that hash and its own content. A BEFORE INSERT trigger fills the chain in, so every writer (and any
-- row inserted by hand) joins it; an advisory lock held to the end of the inserting transaction puts
-- concurrent inserts in one order. A staff account with audit rows can no longer be deleted (its rows
-- kept their content by losing the link before, which now would break the chain).
ALTER TABLE "staff_audit" DROP CONSTRAINT "staff_audit_staff_id_staff_id_fk";
--> statement-breakpoint
ALTER TABLE "staff_audit" ADD COLUMN "seq" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_audit" ADD COLUMN "prev_hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_audit" ADD COLUMN "hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_audit" ADD CONSTRAINT "staff_audit_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- What a row's hash covers: every column but the hash itself, as a JSON array (jsonb's text form is
-- canonical; the time as epoch microseconds so the session's time zone cannot change it).
CREATE FUNCTION staff_audit_content(a staff_audit) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_build_array(
    a.id, a.seq, a.staff_id, a.account, a.action, a.target, a.detail, host(a.ip),
    (extract(epoch FROM a.created_at) * 1000000)::bigint
  )::text
$$;--> statement-breakpoint
CREATE FUNCTION staff_audit_row_hash(a staff_audit) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT encode(sha256(convert_to(a.prev_hash || staff_audit_content(a), 'UTF8')), 'hex')
$$;--> statement-breakpoint
CREATE FUNCTION staff_audit_chain() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  head record;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('arks:staff-audit-chain'));
  SELECT seq, hash INTO head FROM staff_audit ORDER BY seq DESC LIMIT 1;
  NEW.seq := coalesce(head.seq, 0) + 1;
  NEW.prev_hash := coalesce(head.hash, '');
  NEW.hash := staff_audit_row_hash(NEW);
  RETURN NEW;
END
$$;--> statement-breakpoint
-- The rows already written join the chain in the order they were written.
DO $$
DECLARE
  r record;
  prev text := '';
  n bigint := 0;
BEGIN
  FOR r IN SELECT id FROM staff_audit ORDER BY id LOOP
    n := n + 1;
    UPDATE staff_audit SET seq = n, prev_hash = prev WHERE id = r.id;
    UPDATE staff_audit a SET hash = staff_audit_row_hash(a) WHERE id = r.id RETURNING hash INTO prev;
  END LOOP;
END
$$;--> statement-breakpoint
CREATE TRIGGER staff_audit_chain BEFORE INSERT ON staff_audit FOR EACH ROW EXECUTE FUNCTION staff_audit_chain();--> statement-breakpoint
CREATE UNIQUE INDEX "staff_audit_seq_key" ON "staff_audit" USING btree ("seq");

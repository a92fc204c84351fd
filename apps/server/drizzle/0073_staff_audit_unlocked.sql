-- The staff audit is chained after the fact instead of under one lock. Until now the insert trigger
-- took an advisory lock held to the end of the inserting transaction, so every audited write on every
-- node waited for the one before it to commit (about 146 a second, whatever the number of nodes). Now
-- the trigger only stamps the row with its transaction's id and leaves it unchained (seq null), and
-- `staff_audit_link` (run by whichever node holds its try-lock, audit-chainer.ts) gives the waiting
-- rows their place and hashes in batches.
--
-- Order: a row is linked only once every transaction with a smaller id has ended (its id is below the
-- snapshot's xmin), and rows are linked by (transaction id, row id). No row can appear later below that
-- horizon, so the chain is in that order throughout and every row still waiting belongs to a
-- transaction above the head's: the check counts one that does not as a fault, never as waiting. Row
-- ids alone would not do: they are taken before commit, so a smaller one can commit after a larger one
-- was chained, and rolled-back ones leave gaps.
--
-- A row deleted before it is chained leaves no trace (id gaps also come from rollbacks). Only the
-- tables' owner can delete (the serving role may only read and add rows, audit-grants.ts), and the
-- rows still waiting are always the newest, written in the last moments (or during a transaction
-- still open): removing one is cutting the end of the log, which under 0039 was just as silent until
-- the next checkpoint for the newest rows. What this adds is that any row of that moment, not only
-- the very last, can go the same way.
ALTER TABLE "staff_audit" ALTER COLUMN "seq" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "staff_audit" ALTER COLUMN "seq" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_audit" ADD COLUMN "xact" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The insert trigger keeps its name (the serving role's grants test names it) and now only stamps: no
-- lock, no read of the head. Whatever a writer puts in the chain columns is cleared.
CREATE OR REPLACE FUNCTION staff_audit_chain() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.xact := pg_current_xact_id()::text::bigint;
  NEW.seq := NULL;
  NEW.prev_hash := '';
  NEW.hash := '';
  RETURN NEW;
END
$$;--> statement-breakpoint
-- Links up to `batch` waiting rows; answers how many, or -1 when another session is linking now.
-- SECURITY DEFINER: the serving role may only read and add rows (audit-grants.ts), and this is the
-- one change it may ask for, with values it cannot choose. Run it as a statement of its own (read
-- committed), so each statement below sees what committed before it.
CREATE FUNCTION staff_audit_link(batch integer) RETURNS integer
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public AS $$
DECLARE
  horizon bigint;
  head record;
  r staff_audit;
  place bigint;
  prev text;
  ids bigint[] := '{}';
  places bigint[] := '{}';
  prevs text[] := '{}';
  hashes text[] := '{}';
BEGIN
  IF NOT pg_try_advisory_xact_lock(hashtext('arks:staff-audit-chain')) THEN
    RETURN -1;
  END IF;
  -- Taken after the lock: every transaction below it has ended, so its rows are visible from here on
  -- and no transaction can still add one below it.
  horizon := pg_snapshot_xmin(pg_current_snapshot())::text::bigint;
  SELECT seq, hash INTO head FROM staff_audit WHERE seq IS NOT NULL ORDER BY seq DESC LIMIT 1;
  place := coalesce(head.seq, 0);
  prev := coalesce(head.hash, '');
  -- The waiting rows come from the seq index, which keeps nulls at its end: no index of their own,
  -- which every insert and every link would have to maintain too.
  FOR r IN
    SELECT * FROM staff_audit WHERE seq IS NULL AND xact < horizon ORDER BY xact, id LIMIT batch
  LOOP
    place := place + 1;
    r.seq := place;
    r.prev_hash := prev;
    prev := staff_audit_row_hash(r);
    ids := ids || r.id;
    places := places || place;
    prevs := prevs || r.prev_hash;
    hashes := hashes || prev;
  END LOOP;
  -- One statement for the batch: the hashes depend on each other, the writes do not.
  UPDATE staff_audit a SET seq = l.seq, prev_hash = l.prev_hash, hash = l.hash
    FROM unnest(ids, places, prevs, hashes) AS l(id, seq, prev_hash, hash)
   WHERE a.id = l.id;
  RETURN cardinality(ids);
END
$$;

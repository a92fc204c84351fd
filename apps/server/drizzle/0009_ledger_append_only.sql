-- The ledger is append-only (design.md §3): a transfer is never deleted, and the only change it may
-- ever see is its single resolution from pending to posted or voided. A mistake is corrected by a
-- reversing transfer. The database refuses anything else, whoever asks. (metadata may gain the
-- resolution's details, such as a provider's answer.)
CREATE FUNCTION ledger_transfers_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'TRUNCATE') THEN
    RAISE EXCEPTION 'ledger transfers are append-only' USING ERRCODE = 'restrict_violation';
  END IF;
  IF OLD.status <> 'pending' OR NEW.status = 'pending'
     OR (OLD.id, OLD.site_id, OLD.currency, OLD.debit_account_id, OLD.credit_account_id, OLD.amount,
         OLD.kind, OLD.idempotency_key, OLD.reference, OLD.reverses_transfer_id, OLD.staff_id,
         OLD.memo, OLD.created_at)
        IS DISTINCT FROM
        (NEW.id, NEW.site_id, NEW.currency, NEW.debit_account_id, NEW.credit_account_id, NEW.amount,
         NEW.kind, NEW.idempotency_key, NEW.reference, NEW.reverses_transfer_id, NEW.staff_id,
         NEW.memo, NEW.created_at) THEN
    RAISE EXCEPTION 'a ledger transfer changes only once, from pending to posted or voided'
      USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_transfers_append_only
  BEFORE UPDATE OR DELETE ON ledger_transfers
  FOR EACH ROW EXECUTE FUNCTION ledger_transfers_guard();
--> statement-breakpoint
CREATE TRIGGER ledger_transfers_no_truncate
  BEFORE TRUNCATE ON ledger_transfers
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_transfers_guard();

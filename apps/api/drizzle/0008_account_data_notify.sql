-- Issue 15: API processes keep each signed-in user's GET /widget/ and GET /subscription answers
-- (modules/users/account-reads.cache.ts). Every change to what those answers are made of, by any
-- process or by hand, is announced on widgetry_account_data_changed with the owner's id, or '*'
-- for a catalogue change (every answer names its widgets' types).
CREATE FUNCTION "widgetry_notify_account_data"(owner uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF owner IS NOT NULL THEN
    PERFORM pg_notify('widgetry_account_data_changed', owner::text);
  END IF;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "widgetry_widgets_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- An admin may move a widget to another owner: both lists change.
  IF TG_OP <> 'INSERT' THEN PERFORM widgetry_notify_account_data(OLD."user_id"); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM widgetry_notify_account_data(NEW."user_id"); END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "widgets_notify_account_data" AFTER INSERT OR UPDATE OR DELETE ON "widgets"
  FOR EACH ROW EXECUTE FUNCTION "widgetry_widgets_changed"();
--> statement-breakpoint
-- A widget's answer counts its sites; a site seen again (last_seen) changes no answer.
CREATE FUNCTION "widgetry_sites_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  widget uuid;
BEGIN
  IF TG_OP = 'DELETE' THEN widget := OLD."widget_id"; ELSE widget := NEW."widget_id"; END IF;
  PERFORM widgetry_notify_account_data((SELECT "user_id" FROM "widgets" WHERE "id" = widget));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "sites_notify_account_data" AFTER INSERT OR DELETE ON "sites"
  FOR EACH ROW EXECUTE FUNCTION "widgetry_sites_changed"();
--> statement-breakpoint
-- The subscription list shows each widget's payments: the payer's and the widget owner's answers.
CREATE FUNCTION "widgetry_payments_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM widgetry_notify_account_data(OLD."user_id");
    PERFORM widgetry_notify_account_data((SELECT "user_id" FROM "widgets" WHERE "id" = OLD."widget_id"));
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM widgetry_notify_account_data(NEW."user_id");
    PERFORM widgetry_notify_account_data((SELECT "user_id" FROM "widgets" WHERE "id" = NEW."widget_id"));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "payments_notify_account_data" AFTER INSERT OR UPDATE OR DELETE ON "payments"
  FOR EACH ROW EXECUTE FUNCTION "widgetry_payments_changed"();
--> statement-breakpoint
CREATE FUNCTION "widgetry_widget_types_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('widgetry_account_data_changed', '*');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "widget_types_notify_account_data" AFTER INSERT OR UPDATE OR DELETE ON "widget_types"
  FOR EACH STATEMENT EXECUTE FUNCTION "widgetry_widget_types_changed"();

-- Issue 15: API processes keep the users they have read (modules/users/user-cache.ts). Every change
-- to a users row, by any process or by hand, is announced on widgetry_user_changed with the user's
-- id, so every process forgets it before serving it again.
CREATE FUNCTION "widgetry_notify_user_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('widgetry_user_changed', OLD."id"::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "users_notify_changed" AFTER UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "widgetry_notify_user_changed"();

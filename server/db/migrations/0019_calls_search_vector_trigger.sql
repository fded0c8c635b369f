-- The search vector stops being a generated column: a trigger computes it from the same
-- expression, and a bulk load, which drops the trigger while it loads, may write it itself (the
-- seed builds it from one to_tsvector per distinct turn text, which a generated column cannot).
ALTER TABLE "calls" ALTER COLUMN "search_vector" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "calls" ALTER COLUMN "search_vector" SET DEFAULT NULL;--> statement-breakpoint
CREATE FUNCTION call_search_vector(lang text, transcript jsonb) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT setweight(to_tsvector((CASE lang WHEN 'fr' THEN 'french'::regconfig WHEN 'en' THEN 'english'::regconfig ELSE 'simple'::regconfig END), jsonb_path_query_array(transcript, '$[*] ? (@.speaker == "in").text')), 'A')
      || setweight(to_tsvector((CASE lang WHEN 'fr' THEN 'french'::regconfig WHEN 'en' THEN 'english'::regconfig ELSE 'simple'::regconfig END), jsonb_path_query_array(transcript, '$[*] ? (@.speaker == "out").text')), 'B')
  $$;--> statement-breakpoint
CREATE FUNCTION calls_fill_search_vector() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    NEW.search_vector := call_search_vector(NEW.lang, NEW.transcript);
    RETURN NEW;
  END
  $$;--> statement-breakpoint
CREATE TRIGGER calls_search_vector BEFORE INSERT OR UPDATE OF lang, transcript ON "calls"
  FOR EACH ROW EXECUTE FUNCTION calls_fill_search_vector();

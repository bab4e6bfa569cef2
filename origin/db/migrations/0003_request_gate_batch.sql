-- The request gate for a group of requests (group commit, origin/services/gate-batcher.ts): the
-- requests an origin process receives in the same moment share one call instead of one each. On
-- the embedded database a call's fixed cost (protocol, executor, commit) was most of the gate's
-- cost, and every call also updated the same IP and device rows again; on PostgreSQL each call
-- is a network round trip and a commit. Same rules as request_gate (0001), per request:
--
-- * A nonce is claimed at most once: one row per distinct nonce is inserted (ON CONFLICT DO
--   NOTHING against every other process), and within the group only the earliest request with
--   that nonce is fresh. A request that is not fresh counts nothing.
-- * The IP window counts a fresh request that can go on (p_session_optional, or a live
--   session); the device window ('device:' || device id, else 'session:' || id) a fresh request
--   with a live session.
-- * Each bucket is upserted once, by the number of requests it counts, and each request gets
--   the count it would have had in order (the group's requests ranked by their position): the
--   limit trips at the same request as it would one request at a time. Buckets and nonces are
--   written in sorted order, so two groups in two processes lock rows in the same order.
--
-- Arrays are parallel, one element per request; the result has one row per request, idx being
-- its 1-based position. request_gate (0001) stays for processes still running the older code
-- during a rolling deploy.
CREATE FUNCTION request_gate_batch(
  p_nonces text[],
  p_now timestamptz[],
  p_token_hashes text[],
  p_ip_buckets text[],
  p_window_start timestamptz[],
  p_window_end timestamptz[],
  p_session_optional boolean[]
) RETURNS TABLE (
  idx integer,
  fresh boolean,
  session_id integer,
  user_id integer,
  kind text,
  device_id text,
  online_credited_ms double precision,
  ip_count integer,
  device_count integer
)
LANGUAGE plpgsql VOLATILE AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  WITH req AS (
    SELECT r.i::integer AS i, r.nonce, r.now, r.token_hash, r.ip_bucket, r.window_start,
           r.window_end, r.optional
    FROM unnest(p_nonces, p_now, p_token_hashes, p_ip_buckets, p_window_start, p_window_end,
                p_session_optional)
      WITH ORDINALITY AS r(nonce, now, token_hash, ip_bucket, window_start, window_end, optional, i)
  ), claimed AS (
    INSERT INTO api_nonces (nonce, seen_at)
    SELECT DISTINCT ON (req.nonce) req.nonce, req.now FROM req ORDER BY req.nonce, req.i
    ON CONFLICT (nonce) DO NOTHING
    RETURNING nonce
  ), fresh AS (
    SELECT DISTINCT ON (req.nonce) req.i, req.ip_bucket, req.window_start, req.window_end,
           req.optional
    FROM req JOIN claimed ON claimed.nonce = req.nonce
    ORDER BY req.nonce, req.i
  ), live AS (
    SELECT req.i, s.id, s.user_id, u.kind, s.device_id,
           (extract(epoch FROM s.online_credited_at) * 1000)::double precision AS credited_ms
    FROM req
    JOIN sessions s ON s.token_hash = req.token_hash
    JOIN users u ON u.id = s.user_id
    WHERE s.revoked_at IS NULL AND s.expires_at > req.now
  ), hits AS (
    SELECT f.i, 'ip' AS what, f.ip_bucket AS bucket, f.window_start, f.window_end
    FROM fresh f
    WHERE f.optional OR EXISTS (SELECT 1 FROM live WHERE live.i = f.i)
    UNION ALL
    SELECT f.i, 'device', 'device:' || coalesce(live.device_id, 'session:' || live.id),
           f.window_start, f.window_end
    FROM fresh f JOIN live ON live.i = f.i
  ), counted AS (
    INSERT INTO rate_limits AS r (bucket, window_start, count, expires_at)
    SELECT bucket, window_start, count(*)::integer, max(window_end)
    FROM hits GROUP BY bucket, window_start ORDER BY bucket, window_start
    ON CONFLICT (bucket, window_start) DO UPDATE SET count = r.count + excluded.count
    RETURNING r.bucket, r.window_start, r.count
  ), ranked AS (
    SELECT hits.i, hits.what,
           counted.count
             - (count(*) OVER (PARTITION BY hits.bucket, hits.window_start))::integer
             + (row_number() OVER (PARTITION BY hits.bucket, hits.window_start
                                   ORDER BY hits.i))::integer AS n
    FROM hits
    JOIN counted ON counted.bucket = hits.bucket AND counted.window_start = hits.window_start
  )
  SELECT req.i, fresh.i IS NOT NULL, live.id, live.user_id, live.kind, live.device_id,
         live.credited_ms,
         (SELECT ranked.n FROM ranked WHERE ranked.i = req.i AND ranked.what = 'ip'),
         (SELECT ranked.n FROM ranked WHERE ranked.i = req.i AND ranked.what = 'device')
  FROM req
  LEFT JOIN fresh ON fresh.i = req.i
  LEFT JOIN live ON live.i = req.i
  ORDER BY req.i;
END
$$;

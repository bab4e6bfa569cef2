-- The request gate of the /api/app pipeline (origin/services/request-gate.ts, docs/origin.md):
-- claims the x-api-key nonce, resolves the token's live session and counts the per-IP and
-- per-device windows in one call. A PL/pgSQL function because its statement plan is cached per
-- connection: planning this statement cost about twice as much as running it (measured on the
-- embedded database), and a plain statement is planned again on every request.
--
-- The nonce insert decides everything else: a replay counts nothing. The IP window counts only
-- when the call can go on (a live session, or none needed: p_session_optional); the device
-- window only for a live session, as 'device:' || (device id, else 'session:' || id).
CREATE FUNCTION request_gate(
  p_nonce text,
  p_now timestamptz,
  p_token_hash text,
  p_ip_bucket text,
  p_window_start timestamptz,
  p_window_end timestamptz,
  p_session_optional boolean
) RETURNS TABLE (
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
  WITH nonce AS (
    INSERT INTO api_nonces (nonce, seen_at) VALUES (p_nonce, p_now)
    ON CONFLICT (nonce) DO NOTHING
    RETURNING 1
  ), live AS (
    SELECT s.id, s.user_id, u.kind, s.device_id,
           (extract(epoch FROM s.online_credited_at) * 1000)::double precision AS credited_ms
    FROM sessions s JOIN users u ON u.id = s.user_id
    WHERE s.token_hash = p_token_hash AND s.revoked_at IS NULL AND s.expires_at > p_now
    LIMIT 1
  ), ip_hit AS (
    INSERT INTO rate_limits AS r (bucket, window_start, count, expires_at)
    SELECT p_ip_bucket, p_window_start, 1, p_window_end
    FROM nonce
    WHERE p_session_optional OR EXISTS (SELECT 1 FROM live)
    ON CONFLICT (bucket, window_start) DO UPDATE SET count = r.count + 1
    RETURNING r.count
  ), device_hit AS (
    INSERT INTO rate_limits AS r (bucket, window_start, count, expires_at)
    SELECT 'device:' || coalesce(live.device_id, 'session:' || live.id), p_window_start, 1,
           p_window_end
    FROM nonce, live
    ON CONFLICT (bucket, window_start) DO UPDATE SET count = r.count + 1
    RETURNING r.count
  )
  SELECT EXISTS (SELECT 1 FROM nonce), live.id, live.user_id, live.kind, live.device_id,
         live.credited_ms, (SELECT ip_hit.count FROM ip_hit),
         (SELECT device_hit.count FROM device_hit)
  FROM (SELECT 1) AS one LEFT JOIN live ON true;
END
$$;

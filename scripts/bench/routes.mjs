// The screens `npm run bench` measures with Lighthouse, one line each: a new screen joins the
// bench and its regression check (`--check`) by adding its line here, then
// `npm run bench -- --update-baseline`. `name` keys docs/bench-baseline.json, so it stays the
// same when the ids behind `query` change with the seed; `query` asks the running app (as a
// guest, through the BFF) for a real id, so the page measured is a real one, not an empty state.
import { UA, guestToken } from './bff.mjs';

export const ROUTES = [
  { name: '/home' },
  { name: '/lld' },
  { name: '/community' },
  { name: '/welfare' },
  { name: '/mine' },
  { name: '/game' },
  { name: '/liveTv' },
  { name: '/play/longVideo', query: (api) => api.firstFreeVideo() },
  { name: '/subpage/search' },
  { name: '/topicList', query: (api) => api.firstTopic() },
  { name: '/mine/recharge' },
  { name: '/community/postDetail', query: (api) => api.firstFreePost() },
  { name: '/liveTv/livePlay', query: (api) => api.firstChannel() },
  { name: '/ai/generate' },
  { name: '/shortVideo' },
];

/** A guest's calls through the BFF, and the lookups the routes' queries need. */
async function guestApi(webUrl) {
  const token = await guestToken(webUrl);
  const call = async (path, body) => {
    const res = await fetch(`${webUrl}/api/app/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: token, 'x-user-agent': UA },
      body: JSON.stringify(body),
    });
    return res.json();
  };
  return {
    /** The newest film a guest may watch in full (a preview would measure another player). */
    async firstFreeVideo() {
      for (let page = 1; page <= 10; page += 1) {
        const answer = await call('media/published', { page, pageSize: 50, sort: 'new' });
        const list = answer.data?.list ?? [];
        // A film, not a portrait short (issue 37): the player measured stays the long-video one.
        const free = list.find((video) => video.access === 'free' && !video.short);
        if (free) return { id: free.id };
        if (list.length === 0) break;
      }
      throw new Error('no free video in the catalogue');
    },
    /** The newest post anyone may read in full (a paid one shows only its first lines). */
    async firstFreePost() {
      for (let page = 1; page <= 10; page += 1) {
        const answer = await call('post/list', { page, pageSize: 50, sort: 'new' });
        const list = answer.data?.list ?? [];
        const free = list.find((post) => post.price === 0);
        if (free) return { id: free.id };
        if (list.length === 0) break;
      }
      throw new Error('no free post in the community');
    },
    /** The most watched channel on air, with its name (the play page's query, §2). */
    async firstChannel() {
      const answer = await call('live/recommended', { page: 1, pageSize: 20 });
      const channel = answer.data?.list?.[0];
      if (!channel) throw new Error('no live channel on air');
      return { id: channel.id, name: channel.name };
    },
    /** The seed's topics are numbered from 1; the first that answers, with its name. */
    async firstTopic() {
      for (let id = 1; id <= 20; id += 1) {
        const answer = await call('media/topic/details', { id, page: 1, pageSize: 20 });
        const topic = answer.data?.topic;
        if (topic) return { id: topic.id, name: topic.name };
      }
      throw new Error('no topic in the catalogue');
    },
  };
}

/**
 * The routes to measure (all, or those named in `only`), each with its full URL. Every URL is
 * fetched once here: a route that does not answer stops the run before minutes of Lighthouse,
 * and the first render of each route in `next start` is not what an audit measures.
 */
export async function resolveRoutes(webUrl, only = []) {
  for (const name of only) {
    if (!ROUTES.some((route) => route.name === name)) {
      throw new Error(`BENCH_ROUTES: unknown route "${name}" (${ROUTES.map((r) => r.name)})`);
    }
  }
  const chosen = only.length ? ROUTES.filter((route) => only.includes(route.name)) : ROUTES;
  const api = chosen.some((route) => route.query) ? await guestApi(webUrl) : null;
  const resolved = [];
  for (const route of chosen) {
    const query = route.query ? new URLSearchParams(await route.query(api)).toString() : '';
    const url = `${webUrl}${route.name}${query ? `?${query}` : ''}`;
    const res = await fetch(url);
    if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
    await res.arrayBuffer();
    resolved.push({ name: route.name, url });
  }
  return resolved;
}

// Signs a client in over plain HTTP as a browser without JavaScript does: the signed-in page
// redirects to /vsmp/connexion, then to the sandbox identity provider, whose login form is filled
// and posted; its redirects lead back through the app's callback to the page. Each origin (app,
// provider) keeps its own cookies. Returns the app's cookies: the signed-in session.
import { createCookieJar, loginFormOf } from "./budget-lib.mjs";

const MAX_STEPS = 20;

export async function signIn(appOrigin, page, { login, password }) {
  const jars = new Map();
  const jarOf = (url) => {
    const origin = new URL(url).origin;
    if (!jars.has(origin)) jars.set(origin, createCookieJar());
    return jars.get(origin);
  };
  const send = async (url, init = {}) => {
    const cookie = jarOf(url).header();
    const response = await fetch(url, { ...init, redirect: "manual", headers: { ...init.headers, ...(cookie ? { cookie } : {}) } });
    jarOf(url).update(response.headers.getSetCookie());
    return response;
  };

  const target = new URL(page, appOrigin).href;
  let response = await send(target);
  let posted = false;
  for (let step = 0; step < MAX_STEPS; step += 1) {
    if (response.status >= 300 && response.status < 400) {
      await response.arrayBuffer();
      response = await send(new URL(response.headers.get("location"), response.url || target).href);
      continue;
    }
    const html = await response.text();
    if (response.status === 200 && response.url === target && posted) {
      return jarOf(appOrigin).header();
    }
    const form = response.status === 200 && !posted ? loginFormOf(html, response.url) : null;
    if (!form) throw new Error(`signing ${login} in: ${response.url} answered ${response.status}, neither a redirect, the login form nor the page`);
    const origin = new URL(form.action).origin;
    response = await send(form.action, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin },
      body: new URLSearchParams({ ...form.hidden, login, password }),
    });
    posted = true;
  }
  throw new Error(`signing ${login} in: more than ${MAX_STEPS} steps`);
}

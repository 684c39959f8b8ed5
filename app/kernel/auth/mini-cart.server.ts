import { redirect, type AppLoadContext } from "@remix-run/node";
import { isNoLogoutPath, type MiniCart } from "~/kernel/auth/mini-cart";
import { log } from "~/kernel/platform/logger.server";
import { fetchMiniCart } from "~/kernel/upstream/ecommerce.server";
import { isUpstreamError } from "~/kernel/upstream/http.server";
import { destroyUserSession, getAccessToken, type VsmpUser } from "./user.server";

/**
 * The header's mini-cart, read once per page by the root loader (decision 092): only for a
 * signed-in customer (an anonymous visitor has no cart and costs no call). Its failure hides the
 * count and nothing else. An e-commerce 401 (SPEC 8) is the shop saying the customer's session
 * ended: a user-timeout, logged; the person is signed out and sent back to the same page, unless
 * the page is in the no-logout list (a subscription or a counter session), where only the count
 * is hidden.
 */
export async function readMiniCart(request: Request, context: AppLoadContext, user: VsmpUser | null): Promise<MiniCart> {
  if (!user) return null;
  try {
    // The bearer is the customer's access token from their sign-in (decision 110); a session that has none
    // (or whose token the shop no longer takes) gets the shop's 401, and SPEC 8's rule below.
    const token = (await getAccessToken(request, context)) ?? undefined;
    return { count: await fetchMiniCart(user.id, { token, requestId: context.requestId }) };
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    const url = new URL(request.url);
    if (error.status === 401 && request.method === "GET" && !isNoLogoutPath(url.pathname)) {
      log("info", "user-timeout", { requestId: context.requestId, reason: "ecommerce 401" });
      throw redirect(`${url.pathname}${url.search}`, { headers: { "Set-Cookie": await destroyUserSession(request) } });
    }
    return null;
  }
}

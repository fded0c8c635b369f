import type { Grant, KoaContextWithOIDC } from 'oidc-provider';

/**
 * Keycloak clients without "consent required" never show a consent screen (stack-notes gotcha 5):
 * the signed-in user's grant for the client is created or widened to whatever it asks for.
 * Used as oidc-provider's `loadExistingGrant`.
 */
export async function autoGrant(ctx: KoaContextWithOIDC): Promise<Grant | undefined> {
  const { oidc } = ctx;
  const accountId = oidc.account?.accountId;
  const clientId = oidc.client?.clientId;
  if (!accountId || !clientId) return undefined;

  const grantId = oidc.result?.consent?.grantId ?? oidc.session?.grantIdFor(clientId);
  const existing = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
  const grant =
    existing?.accountId === accountId ? existing : new oidc.provider.Grant({ accountId, clientId });

  grant.addOIDCScope([...oidc.requestParamOIDCScopes].join(' '));
  if (oidc.requestParamClaims.size > 0) grant.addOIDCClaims([...oidc.requestParamClaims]);
  for (const [indicator, resourceServer] of Object.entries(oidc.resourceServers ?? {})) {
    grant.addResourceScope(indicator, resourceServer.scope);
  }
  await grant.save();
  return grant;
}

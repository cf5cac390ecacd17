import { useEffect, useState } from 'preact/hooks';
import { createAdminApi } from '../api/admin';
import { toServiceError, type ServiceError } from '../api/errors';
import { request } from '../api/http';
import type { DevSignIn } from '../api/types';
import { Button, ErrorBanner, FormField, Notice, describedBy } from '../components/ui';
import { useDocumentTitle } from '../lib/hooks';
import { parseToken, signIn, takeSignedOutReason } from '../lib/session';

export function SignInPage() {
  useDocumentTitle('Sign in');
  const [reason] = useState(() => takeSignedOutReason());
  const [token, setToken] = useState('');
  const [tokenError, setTokenError] = useState<string | null>(null);
  const [error, setError] = useState<ServiceError | null>(null);
  const [busy, setBusy] = useState(false);
  const [dev, setDev] = useState<{ orgId: string } | null>(null);
  const [devBusy, setDevBusy] = useState(false);

  useEffect(() => {
    let live = true;
    request<{ available: boolean; orgId: string }>('/dev-sign-in')
      .then((r) => {
        if (live && r?.available) setDev({ orgId: r.orgId });
      })
      .catch(() => undefined); // 404: the server offers no development sign-in
    return () => {
      live = false;
    };
  }, []);

  const finish = async (raw: string) => {
    const session = parseToken(raw);
    // One cheap call proves the server accepts the token before we keep it.
    await createAdminApi(session.token).projects.list({ limit: 1 });
    signIn(session);
  };

  const onSubmit = async (e: Event) => {
    e.preventDefault();
    setError(null);
    setTokenError(null);
    if (!token.trim()) {
      setTokenError('Paste a management token (JWT) to sign in.');
      return;
    }
    setBusy(true);
    try {
      await finish(token);
    } catch (err) {
      const se = toServiceError(err);
      if (se.status === undefined) setTokenError(se.message);
      else setError(se);
    } finally {
      setBusy(false);
    }
  };

  const onDev = async () => {
    setError(null);
    setDevBusy(true);
    try {
      const r = await request<DevSignIn>('/dev-sign-in', { method: 'POST', body: {} });
      await finish(r.token);
    } catch (err) {
      setError(toServiceError(err));
    } finally {
      setDevBusy(false);
    }
  };

  return (
    <div class="signin">
      <main class="signin-card" id="main">
        <div class="signin-brand">
          <span class="brand-mark brand-mark-lg" aria-hidden="true" />
          <div>
            <p class="signin-product">cxs · Clinical Extraction Service</p>
            <h1 class="signin-title">Sign in to the console</h1>
          </div>
        </div>
        {reason && (
          <div class="alert alert-warning" role="alert" data-testid="signed-out-reason">
            <div class="alert-body">
              <strong class="alert-title">You were signed out</strong>
              <p class="alert-message">{reason}</p>
            </div>
          </div>
        )}
        <ErrorBanner error={error} title="Sign-in failed" />
        <form onSubmit={onSubmit} noValidate>
          <FormField
            id="token"
            label="Management token (JWT)"
            hint="Issued by your organisation's identity provider for role ORG_ADMIN or PLATFORM_ADMIN. It is kept in this browser tab only and forgotten when the tab closes."
            error={tokenError}
          >
            <textarea
              id="token"
              class="input mono token-input"
              rows={5}
              spellcheck={false}
              autocomplete="off"
              value={token}
              aria-invalid={tokenError ? 'true' : undefined}
              aria-describedby={describedBy('token', true, tokenError)}
              onInput={(e) => setToken((e.currentTarget as HTMLTextAreaElement).value)}
              placeholder="eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9…"
            />
          </FormField>
          <Button type="submit" variant="primary" busy={busy} class="btn-block">
            Sign in
          </Button>
        </form>
        {dev && (
          <div class="signin-dev">
            <div class="divider"><span>or</span></div>
            <Notice tone="info" title="Development sign-in">
              This server runs in development mode and can sign you in as an administrator of the demo organisation{' '}
              <code>{dev.orgId}</code>. Never enable it on a shared deployment.
            </Notice>
            <Button variant="secondary" class="btn-block" busy={devBusy} onClick={onDev}>
              Development sign-in ({dev.orgId})
            </Button>
          </div>
        )}
        <p class="signin-foot">
          Locally, <code>cxs dev-token --org org_demo --role ORG_ADMIN</code> prints a token signed with the server's secret.
        </p>
      </main>
    </div>
  );
}

import { useEffect, useState } from 'preact/hooks';
import { ConfirmHost, Link, ToastHost } from './components/ui';
import { canLeave, match, navigate, useRoute } from './lib/router';
import { getSession, onSessionChange, signOut, type Session } from './lib/session';
import { projectName, useProjectName } from './lib/names';
import { SignInPage } from './pages/sign-in';
import { OverviewPage } from './pages/overview';
import { ProjectsPage } from './pages/projects';
import { ProjectPage } from './pages/project';
import { ApiPage } from './pages/api';
import { NotFoundPage } from './pages/not-found';

// Where to go after signing in: the page a signed-out visitor asked for, or the one an
// expired session was on; an explicit sign-out starts again at the overview.
let afterSignIn = '/overview';
let explicitSignOut = false;

function useSession(): Session | null {
  const [s, setS] = useState(getSession());
  useEffect(() => onSessionChange(setS), []);
  return s;
}

export function App() {
  const session = useSession();
  const path = useRoute();

  useEffect(() => {
    if (!session && path !== '/sign-in') {
      if (path !== '/' && !explicitSignOut) afterSignIn = path;
      explicitSignOut = false;
      void navigate('/sign-in', { replace: true, force: true });
    } else if (session && (path === '/sign-in' || path === '/')) {
      const next = afterSignIn;
      afterSignIn = '/overview';
      void navigate(next, { replace: true, force: true });
    }
  }, [session, path]);

  if (!session || path === '/sign-in') {
    return (
      <>
        <SignInPage />
        <ConfirmHost />
        <ToastHost />
      </>
    );
  }
  return (
    <>
      <Shell session={session} path={path} />
      <ConfirmHost />
      <ToastHost />
    </>
  );
}

function Route({ path }: { path: string }) {
  let m: Record<string, string> | null;
  if (path === '/overview') return <OverviewPage />;
  if (path === '/projects') return <ProjectsPage />;
  if ((m = match('/projects/:pid', path))) {
    void navigate(`/projects/${m.pid}/apis`, { replace: true, force: true });
    return null;
  }
  if ((m = match('/projects/:pid/webhooks/:wid', path))) return <ProjectPage projectId={m.pid} section="webhooks" webhookId={m.wid} />;
  if ((m = match('/projects/:pid/:section', path)) && ['apis', 'keys', 'webhooks', 'usage'].includes(m.section)) {
    return <ProjectPage projectId={m.pid} section={m.section as 'apis'} />;
  }
  if ((m = match('/projects/:pid/apis/:aid', path))) {
    void navigate(`/projects/${m.pid}/apis/${m.aid}/builder`, { replace: true, force: true });
    return null;
  }
  if ((m = match('/projects/:pid/apis/:aid/:tab', path))) return <ApiPage projectId={m.pid} apiId={m.aid} tab={m.tab} />;
  return <NotFoundPage />;
}

function Shell({ session, path }: { session: Session; path: string }) {
  const pid = path.startsWith('/projects/') ? path.split('/')[2] : null;
  const name = useProjectName(pid);

  useEffect(() => {
    // Focus the main region after a route change, for screen-reader and keyboard users.
    const main = document.getElementById('main');
    if (main && document.activeElement === document.body) main.focus({ preventScroll: true });
  }, [path]);

  const section = pid ? path.split('/')[3] ?? 'apis' : null;
  const nav = (to: string, label: string, active: boolean, icon: string) => (
    <li>
      <Link to={to} class={`nav-link${active ? ' nav-link-active' : ''}`} aria-current={active ? 'page' : undefined}>
        <span class="nav-icon" aria-hidden="true">{icon}</span>
        <span>{label}</span>
      </Link>
    </li>
  );
  const expiresIn = Math.max(0, Math.round((session.expiresAt - Date.now()) / 60000));

  return (
    <div class="shell">
      <a class="skip-link" href="#main">Skip to main content</a>
      <header class="topbar">
        <Link to="/overview" class="brand">
          <span class="brand-mark" aria-hidden="true" />
          <span class="brand-name">cxs</span>
          <span class="brand-product">Clinical Extraction Console</span>
        </Link>
        <div class="topbar-right">
          <span class="org-chip" title={`Organisation ${session.orgId}`}>
            <span class="org-chip-label">Organisation</span>
            <span class="org-chip-value" data-testid="org-id">{session.orgId}</span>
          </span>
          <span class="user-chip" title={`Token expires in about ${expiresIn} minutes`}>
            {session.sub || 'signed in'} · {session.role}
          </span>
          <button
            type="button"
            class="btn btn-ghost btn-sm topbar-btn"
            onClick={async () => {
              // Unsaved draft edits are asked about first, as for any other way out.
              if (!(await canLeave('/sign-in'))) return;
              explicitSignOut = true;
              signOut();
            }}
          >
            Sign out
          </button>
        </div>
      </header>
      <div class="shell-body">
        <nav class="sidebar" aria-label="Console">
          <ul class="nav-list">
            {nav('/overview', 'Overview', path === '/overview', '◔')}
            {nav('/projects', 'Projects', path === '/projects', '▤')}
          </ul>
          {pid && (
            <div class="nav-group">
              <p class="nav-group-title" title={name ?? pid}>{name ?? projectName(pid) ?? 'Project'}</p>
              <ul class="nav-list">
                {nav(`/projects/${pid}/apis`, 'APIs', section === 'apis', '⌘')}
                {nav(`/projects/${pid}/keys`, 'API keys', section === 'keys', '⚿')}
                {nav(`/projects/${pid}/webhooks`, 'Webhooks', section === 'webhooks', '↗')}
                {nav(`/projects/${pid}/usage`, 'Usage', section === 'usage', '▥')}
              </ul>
            </div>
          )}
          <div class="sidebar-footer">
            <span class="sidebar-version">Management API v1</span>
          </div>
        </nav>
        <main id="main" class="main" tabIndex={-1}>
          <Route path={path} />
        </main>
      </div>
    </div>
  );
}

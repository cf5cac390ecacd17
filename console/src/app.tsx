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

/** Sidebar icons: 20×20 strokes, drawn for the console. */
const ICONS = {
  overview: <><rect x="3" y="3" width="6" height="6" rx="1.2" /><rect x="11" y="3" width="6" height="6" rx="1.2" /><rect x="3" y="11" width="6" height="6" rx="1.2" /><rect x="11" y="11" width="6" height="6" rx="1.2" /></>,
  projects: <path d="M3 6.5A1.5 1.5 0 0 1 4.5 5H8l1.5 2h6A1.5 1.5 0 0 1 17 8.5v6a1.5 1.5 0 0 1-1.5 1.5h-11A1.5 1.5 0 0 1 3 14.5z" />,
  apis: <><path d="M7 6l-4 4 4 4" /><path d="M13 6l4 4-4 4" /><path d="M11 4.5l-2 11" /></>,
  keys: <><circle cx="7" cy="10" r="3.2" /><path d="M10.2 10H17M14.5 10v2.6M16.5 10v2" /></>,
  webhooks: <><path d="M10 3.5v5" /><circle cx="10" cy="11" r="2.4" /><path d="M8 12.6l-3.2 3.4M12 12.6l3.2 3.4" /><circle cx="4.3" cy="16.4" r="1.1" /><circle cx="15.7" cy="16.4" r="1.1" /></>,
  usage: <><path d="M3.5 16.5h13" /><path d="M6 14V9M10 14V5M14 14v-3" /></>,
};

function Shell({ session, path }: { session: Session; path: string }) {
  const pid = path.startsWith('/projects/') ? path.split('/')[2] : null;
  const name = useProjectName(pid);

  useEffect(() => {
    // Focus the main region after a route change, for screen-reader and keyboard users.
    const main = document.getElementById('main');
    if (main && document.activeElement === document.body) main.focus({ preventScroll: true });
  }, [path]);

  const section = pid ? path.split('/')[3] ?? 'apis' : null;
  const nav = (to: string, label: string, active: boolean, icon: keyof typeof ICONS) => (
    <li>
      <Link to={to} class={`nav-link${active ? ' nav-link-active' : ''}`} aria-current={active ? 'page' : undefined}>
        <svg class="nav-icon" aria-hidden="true" viewBox="0 0 20 20" fill="none" stroke="currentColor" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round">
          {ICONS[icon]}
        </svg>
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
            {nav('/overview', 'Overview', path === '/overview', 'overview')}
            {nav('/projects', 'Projects', path === '/projects', 'projects')}
          </ul>
          {pid && (
            <div class="nav-group">
              <p class="nav-group-title" title={name ?? pid}>{name ?? projectName(pid) ?? 'Project'}</p>
              <ul class="nav-list">
                {nav(`/projects/${pid}/apis`, 'APIs', section === 'apis', 'apis')}
                {nav(`/projects/${pid}/keys`, 'API keys', section === 'keys', 'keys')}
                {nav(`/projects/${pid}/webhooks`, 'Webhooks', section === 'webhooks', 'webhooks')}
                {nav(`/projects/${pid}/usage`, 'Usage', section === 'usage', 'usage')}
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

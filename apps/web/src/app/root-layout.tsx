import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { countVisit } from '../features/content/api/count-visit.ts';
import { setNavigator } from '../lib/api-client.ts';

/** Framing-form pages keep their scroll position between their steps (spec 1 §2.6). */
const KEEPS_SCROLL = '/framing-form';

/**
 * The top route: registers React Router's navigate for the API client (it sends the user to the login
 * or expired-password page from outside React) and scrolls to the top on each new page.
 */
export function RootLayout() {
  const navigate = useNavigate();
  const { pathname } = useLocation();

  useEffect(() => {
    setNavigator((to) => navigate(to));
  }, [navigate]);

  // The visit count behind the global indicators (issue 21): once per browser and day.
  useEffect(() => countVisit(), []);

  useEffect(() => {
    if (!pathname.startsWith(KEEPS_SCROLL)) window.scrollTo(0, 0);
  }, [pathname]);

  return <Outlet />;
}

import { useContext, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { SESSION_KEYS } from '../platform/session/session';
import { TapeContext } from './tapeContext';

/** Notes every route change on the tape (session parameters dropped, the rest redacted). */
export function RouteTap() {
  const recorder = useContext(TapeContext);
  const location = useLocation();
  useEffect(() => {
    recorder?.noteRoute(location.pathname + location.search, SESSION_KEYS);
  }, [recorder, location.pathname, location.search]);
  return null;
}

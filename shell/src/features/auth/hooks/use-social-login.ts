// The social login's steps in the page: open the login window at once (a window opened after a
// wait would be blocked), ask the service for the provider's address, then poll the status every
// 2 s (SPEC §4, §9): 'refresh' = logged in, 'pending' = keep asking (with an e-mail: a profile
// with that e-mail must confirm with its password first), otherwise the failure text (SPEC §8).
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, apiTagTypes, serverTextOfError, sessionApi, useAppDispatch } from '@opgavetorvet/ui';
import type { Role } from '@opgavetorvet/contracts';
import { useBeginSocialLoginMutation, useSocialStatusMutation } from '../api/social-api';

export const SOCIAL_POLL_MS = 2000;
/** How long the page waits for the login window before it gives up. */
const GIVE_UP_AFTER_MS = 10 * 60 * 1000;

export type SocialPhase = 'idle' | 'waiting' | 'link';

export interface SocialLogin {
  phase: SocialPhase;
  error: string | null;
  /** The e-mail of the existing profile whose password must confirm the link. */
  linkEmail: string | null;
  start: () => void;
  cancel: () => void;
}

export function useSocialLogin(onLoggedIn: (role: Role) => void): SocialLogin {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [begin] = useBeginSocialLoginMutation();
  const [status] = useSocialStatusMutation();
  const [phase, setPhase] = useState<SocialPhase>('idle');
  const [error, setError] = useState<string | null>(null);
  const [linkEmail, setLinkEmail] = useState<string | null>(null);
  /** The running poll; stopping replaces it, so an answer that comes late is ignored. */
  const run = useRef<object | null>(null);
  const popup = useRef<Window | null>(null);

  const stop = useCallback(() => {
    run.current = null;
    popup.current?.close();
    popup.current = null;
  }, []);
  useEffect(() => stop, [stop]);

  const fail = useCallback(
    (text: string) => {
      stop();
      setPhase('idle');
      setError(text);
    },
    [stop],
  );

  const poll = useCallback(async () => {
    const token = {};
    run.current = token;
    const startedAt = Date.now();
    while (run.current === token) {
      await new Promise((wait) => setTimeout(wait, SOCIAL_POLL_MS));
      if (run.current !== token) return;
      const reply = (await status()).data;
      if (run.current !== token) return;
      if (reply?.status === 'refresh') {
        stop();
        setPhase('idle');
        dispatch(api.util.invalidateTags([...apiTagTypes]));
        const session = await dispatch(
          sessionApi.endpoints.session.initiate(undefined, { forceRefetch: true }),
        );
        if (session.data?.user) onLoggedIn(session.data.user.role);
        return;
      }
      if (reply?.status === 'pending' && reply.email) {
        stop();
        setLinkEmail(reply.email);
        setPhase('link');
        return;
      }
      if (reply?.status !== 'pending') return fail(t('errors:::social_failed'));
      // The person closed the window, or never came back.
      if (popup.current?.closed || Date.now() - startedAt > GIVE_UP_AFTER_MS) {
        stop();
        setPhase('idle');
        return;
      }
    }
  }, [dispatch, fail, onLoggedIn, status, stop, t]);

  const start = useCallback(() => {
    stop();
    setError(null);
    setLinkEmail(null);
    const opened = window.open('', 'opgavetorvet-social-login', 'popup,width=520,height=680');
    if (!opened) {
      setError(t('common:::social::popup_blocked'));
      return;
    }
    popup.current = opened;
    setPhase('waiting');
    void begin().then((result) => {
      if (result.error || !result.data || !('url' in result.data)) {
        fail((result.error && serverTextOfError(result.error)) || t('errors:::fb_init_failed'));
        return;
      }
      opened.location.href = result.data.url;
      void poll();
    });
  }, [begin, fail, poll, stop, t]);

  const cancel = useCallback(() => {
    stop();
    setPhase('idle');
    setLinkEmail(null);
  }, [stop]);

  return { phase, error, linkEmail, start, cancel };
}

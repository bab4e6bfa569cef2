'use client';
// The consent every way in asks for (issue 35: login had no 用户协议 / 隐私政策): a tick beside
// links to both pages, unticked at first. A login or registration tapped without it is not sent:
// a toast says what is missing and the tick is marked, instead of a button greyed out for no
// reason the user can see.
import Link from 'next/link';
import { useCallback, useId, useState } from 'react';

import { useToast } from '@/components/ui/toast';

import styles from './consent-tick.module.css';

export const AGREEMENT_ROUTE = '/mine/userAgreement';
export const PRIVACY_ROUTE = '/mine/privacyPolicy';
export const CONSENT_NEEDED = '请先阅读并同意《用户协议》和《隐私政策》';

export interface Consent {
  agreed: boolean;
  setAgreed: (agreed: boolean) => void;
  /** Marked after a refused tap, until ticked. */
  missing: boolean;
  /** True when ticked; otherwise says so (toast) and marks the tick. */
  ensure: () => boolean;
}

export function useConsent(): Consent {
  const toast = useToast();
  const [agreed, setAgreedState] = useState(false);
  const [missing, setMissing] = useState(false);
  const setAgreed = useCallback((value: boolean) => {
    setAgreedState(value);
    if (value) setMissing(false);
  }, []);
  const ensure = useCallback(() => {
    if (agreed) return true;
    setMissing(true);
    toast(CONSENT_NEEDED);
    return false;
  }, [agreed, toast]);
  return { agreed, setAgreed, missing, ensure };
}

export function ConsentTick({ consent }: { consent: Consent }) {
  const id = useId();
  return (
    <p className={styles.consent} data-missing={consent.missing ? '' : undefined}>
      <input
        id={id}
        type="checkbox"
        className={styles.box}
        checked={consent.agreed}
        onChange={(event) => consent.setAgreed(event.target.checked)}
        aria-invalid={consent.missing || undefined}
        aria-label="我已阅读并同意《用户协议》和《隐私政策》"
      />
      <label htmlFor={id}>我已阅读并同意</label>
      <Link href={AGREEMENT_ROUTE}>《用户协议》</Link>和
      <Link href={PRIVACY_ROUTE}>《隐私政策》</Link>
    </p>
  );
}

'use client';
// The settings' saves (docs/account-api.md): each answers the caller's own user, which the screen
// stores (useSaveUser → useApplyOwnUser); closing the account answers nothing and signs out.
import { useMutation } from '@tanstack/react-query';

import type { CallInput } from '@/lib/protocol/call-table';
import type { OwnUser } from '@/lib/protocol/shapes/account/login';

import { api } from '../client';
import { AT_ONCE } from './at-once';

/** A new nickname or intro (user/info/modify). */
export function useModifyProfile() {
  return useMutation({
    ...AT_ONCE,
    mutationFn: (input: CallInput<'user/info/modify'>): Promise<OwnUser> =>
      api.post('user/info/modify', input),
  });
}

/** The cropped square as a multipart `file` (user/avatar). */
export function useUploadAvatar() {
  return useMutation({
    ...AT_ONCE,
    mutationFn: (picture: Blob): Promise<OwnUser> => {
      const form = new FormData();
      form.append('file', picture, 'avatar.jpg');
      return api.form('user/avatar', form);
    },
  });
}

/** A new password proven by the old one or by a code to the bound phone. */
export function useChangePassword() {
  return useMutation({
    ...AT_ONCE,
    mutationFn: (input: CallInput<'user/changePassword'>): Promise<OwnUser> =>
      api.post('user/changePassword', input),
  });
}

export function useBindPhone() {
  return useMutation({
    ...AT_ONCE,
    mutationFn: (input: CallInput<'login/bindMobile'>): Promise<OwnUser> =>
      api.post('login/bindMobile', input),
  });
}

export function useChangePhone() {
  return useMutation({
    ...AT_ONCE,
    mutationFn: (input: CallInput<'user/changeMobile'>): Promise<OwnUser> =>
      api.post('user/changeMobile', input),
  });
}

/** 注销账号, proven by the password or a code to the bound phone; the screen then signs out. */
export function useCloseAccount() {
  return useMutation({
    ...AT_ONCE,
    mutationFn: async (input: CallInput<'user/close'>): Promise<void> => {
      await api.post('user/close', input);
    },
  });
}

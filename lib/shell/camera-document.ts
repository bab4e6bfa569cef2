// Permissions-Policy is the document's, set once when it loads (lib/shell/page-security.ts):
// the scan screen reached by a client-side navigation lives in a document loaded at another
// path, with camera=(), and getUserMedia fails there. The scan screen then loads itself as a
// document of its own. Browsers that do not enforce the header (WebKit) never need it.

import { cameraAllowedOn } from './page-security';

export type CameraDocument = {
  /** The policy's answer for 'camera'; null where the browser has no policy API. */
  allowsCamera: boolean | null;
  /** Where the document was loaded (its navigation entry); null when unknown. */
  loadedPath: string | null;
  currentPath: string;
};

type PolicyApi = { allowsFeature(feature: string): boolean };

/** Whether this screen needs a document of its own to use the camera. */
export function cameraNeedsOwnDocument(doc: CameraDocument): boolean {
  // Only a document loaded elsewhere: a scan path refused the camera by its own header (a proxy
  // rewriting it) would reload for ever.
  return (
    doc.allowsCamera === false &&
    cameraAllowedOn(doc.currentPath) &&
    doc.loadedPath !== null &&
    !cameraAllowedOn(doc.loadedPath)
  );
}

export function readCameraDocument(win: Window): CameraDocument {
  const api = win.document as Document & {
    permissionsPolicy?: PolicyApi;
    featurePolicy?: PolicyApi;
  };
  const policy = api.permissionsPolicy ?? api.featurePolicy;
  const entry = win.performance?.getEntriesByType?.('navigation')[0];
  let loadedPath: string | null = null;
  try {
    loadedPath = entry ? new URL(entry.name).pathname : null;
  } catch {
    // An entry without a URL: unknown.
  }
  return {
    allowsCamera: policy ? policy.allowsFeature('camera') : null,
    loadedPath,
    currentPath: win.location.pathname,
  };
}

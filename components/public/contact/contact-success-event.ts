/** SPEC 7.2: pushed to the tag manager after every stored message. */
export const CONTACT_SUCCESS_EVENT = "contactFormSubmissionSuccess";

type DataLayerWindow = Window & { dataLayer?: unknown[] };

/** Creates window.dataLayer when the tag manager has not (no consent yet), so the event is never lost. */
export function pushContactSuccessEvent(): void {
  const win = window as DataLayerWindow;
  win.dataLayer = win.dataLayer || [];
  win.dataLayer.push({ event: CONTACT_SUCCESS_EVENT });
}

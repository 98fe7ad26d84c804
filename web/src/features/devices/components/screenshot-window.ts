/**
 * The screenshot's image opens in a new window (spec §7). The tablet answers within 10 s,
 * too late for the click that asked: browsers only let a page open a window right after a
 * click. So the window is opened at the click with a waiting line, and the image put in it
 * once it arrives. The image is shown in an `<img>` of that window rather than navigated to:
 * browsers refuse to navigate a window to a `data:` URL, and an `<img>` runs nothing whatever
 * the URL holds (the caller has checked it is http(s) or `data:image`).
 */

/** A blank window saying it waits; null when the browser blocked it. */
export function openWaitingWindow(text: string): Window | null {
  const opened = window.open('', '_blank');
  if (!opened) return null;
  try {
    opened.document.title = text;
    opened.document.body.textContent = text;
    opened.document.body.style.font = '16px system-ui, sans-serif';
  } catch {
    // A window we cannot write to still works as a target.
  }
  return opened;
}

/** Shows the image in `target` (the waiting window), or in a new window when there is none (a click on the thumbnail). */
export function openImageWindow(target: Window | null, url: string, title: string): void {
  const opened = target && !target.closed ? target : window.open('', '_blank');
  if (!opened) return;
  try {
    // The image's page must not reach back into the dashboard.
    opened.opener = null;
    const doc = opened.document;
    doc.title = title;
    doc.body.replaceChildren();
    doc.body.style.margin = '0';
    doc.body.style.background = '#111';
    const image = doc.createElement('img');
    image.src = url;
    image.alt = title;
    image.style.display = 'block';
    image.style.maxInlineSize = '100%';
    image.style.margin = '0 auto';
    doc.body.append(image);
  } catch {
    opened.location.replace(url);
  }
}

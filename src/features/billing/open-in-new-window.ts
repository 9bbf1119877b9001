/**
 * Opens a URL that is still being fetched in a new window. The window is opened during the click, which
 * browsers allow, and pointed at the URL once it arrives; it is closed again if the request fails.
 * Resolves with the URL, so the page can offer to open it again.
 */
export async function openInNewWindow(getUrl: () => Promise<string>): Promise<string> {
  const opened = window.open("", "_blank");
  try {
    const url = await getUrl();
    if (opened) opened.location.href = url;
    else window.open(url, "_blank", "noopener");
    return url;
  } catch (error) {
    opened?.close();
    throw error;
  }
}

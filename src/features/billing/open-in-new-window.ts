/**
 * Opens a URL that is still being fetched in a new window. The window is opened during the click, which
 * browsers allow, and pointed at the URL once it arrives; it is closed again if the request fails.
 */
export async function openInNewWindow(getUrl: () => Promise<string>): Promise<void> {
  const opened = window.open("", "_blank");
  try {
    const url = await getUrl();
    if (opened) opened.location.href = url;
    else window.open(url, "_blank", "noopener");
  } catch (error) {
    opened?.close();
    throw error;
  }
}

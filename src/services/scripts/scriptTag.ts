/**
 * A third-party script on the page through one `<script async src=…>` in the head:
 * resolves on its load event, rejects on its error event (the address is not put in
 * the message: it may carry a key). Used by the page's maps, captcha and follow-button
 * loaders.
 */
export function scriptTagLoader(doc: Document): (url: string) => Promise<void> {
  return (url) =>
    new Promise<void>((resolve, reject) => {
      const script = doc.createElement('script');
      script.async = true;
      script.src = url;
      script.addEventListener('load', () => resolve());
      script.addEventListener('error', () => reject(new Error('the script element reported an error')));
      doc.head.appendChild(script);
    });
}

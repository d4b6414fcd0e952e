/**
 * When the home page is served from a base URL other than the configured one, its
 * scripts and styles 404 and nothing renders. This inline script (it needs no bundle) then shows
 * a banner saying the site did not load properly, with the base URL it should be built for.
 */
export function baseUrlBannerScript(baseUrl: string): string {
  const code = `(function(){var b=${JSON.stringify(baseUrl)};if(location.pathname.indexOf(b)===0)return;var s=location.pathname.replace(/[^/]*$/,'');document.addEventListener('DOMContentLoaded',function(){var d=document.createElement('div');d.id='__docs-base-url-issue-banner';d.setAttribute('role','alert');d.style.cssText='border:3px solid #d93f3f;background:#fff3f3;color:#222;padding:1rem 1.25rem;margin:1rem;font:16px/1.5 system-ui,sans-serif';d.textContent='This site did not load properly. Its base URL is set to '+b+' but the page is being served from '+s+'. Suggested base URL: baseUrl: "'+s+'" in site.config.ts.';document.body.insertBefore(d,document.body.firstChild);});})();`;
  return `<script>${code}</script>`;
}

// Post bodies that use the rich features of the renderer (quotes, spoilers, highlighted code, link cards, tables):
// each Markdown source with the HTML src/server/format renders it to. Stories show the HTML (the renderer runs on
// the server); tests/unit/format-rich-bodies.test.ts checks that every pair still matches the renderer.

export interface RichBodySample {
  source: string;
  html: string;
}

export const RICH_BODIES = {
  quote: {
    source:
      "> @MariaGarcia wrote:\n>\n> The printer only jams when the tray is more than half full.\n\nSame here: half a tray and it works every time.",
    html: "<blockquote>\n<p>@MariaGarcia wrote:</p>\n<p>The printer only jams when the tray is more than half full.</p>\n</blockquote>\n<p>Same here: half a tray and it works every time.</p>",
  },
  spoiler: {
    source:
      "The ending surprised me.\n\n:::spoiler What happens\nThe lighthouse keeper **was** the narrator all along.\n:::",
    html: '<p>The ending surprised me.</p>\n<details class="spoiler"><summary>Spoiler: What happens</summary>\n<p>The lighthouse keeper <strong>was</strong> the narrator all along.</p>\n</details>',
  },
  code: {
    source:
      "Add this to your config:\n\n```js\n// Retry twice before giving up\nconst retries = 2;\nexport default { retries, timeout: 30_000, verbose: true };\n```\n\n```sql\nSELECT name, count(*) FROM jobs WHERE status = 'failed' GROUP BY name;\n```",
    html: '<p>Add this to your config:</p>\n<pre tabindex="0"><code class="language-js"><span class="hl-comment">// Retry twice before giving up</span>\n<span class="hl-keyword">const</span> retries = <span class="hl-number">2</span>;\n<span class="hl-keyword">export</span> <span class="hl-keyword">default</span> { retries, timeout: <span class="hl-number">30_000</span>, verbose: <span class="hl-literal">true</span> };\n</code></pre>\n<pre tabindex="0"><code class="language-sql"><span class="hl-keyword">SELECT</span> name, <span class="hl-builtin">count</span>(*) <span class="hl-keyword">FROM</span> jobs <span class="hl-keyword">WHERE</span> status = <span class="hl-string">\'failed\'</span> <span class="hl-keyword">GROUP</span> <span class="hl-keyword">BY</span> name;\n</code></pre>',
  },
  linkCard: {
    source: "The release notes explain the change:\n\nhttps://docs.example.com/releases/4.2#printing",
    html: '<p>The release notes explain the change:</p>\n<div class="embed embed-link"><a rel="nofollow ugc noopener" href="/home/leaving?target=https%3A%2F%2Fdocs.example.com%2Freleases%2F4.2%23printing" class="embed-card"><span class="embed-card-host">docs.example.com</span><span class="embed-card-url">https://docs.example.com/releases/4.2#printing</span></a></div>',
  },
  table: {
    source:
      "| Model | Pages a minute | Duplex |\n|---|---:|---|\n| LX-200 | 24 | Yes |\n| LX-310 | 32 | Yes |\n| Mini | 12 | No |",
    html: '<table>\n<thead>\n<tr>\n<th>Model</th>\n<th>Pages a minute</th>\n<th>Duplex</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td data-label="Model">LX-200</td>\n<td data-label="Pages a minute">24</td>\n<td data-label="Duplex">Yes</td>\n</tr>\n<tr>\n<td data-label="Model">LX-310</td>\n<td data-label="Pages a minute">32</td>\n<td data-label="Duplex">Yes</td>\n</tr>\n<tr>\n<td data-label="Model">Mini</td>\n<td data-label="Pages a minute">12</td>\n<td data-label="Duplex">No</td>\n</tr>\n</tbody>\n</table>',
  },
} satisfies Record<string, RichBodySample>;

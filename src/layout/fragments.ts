// Custom fragments on the client (docs/reference/layout-documents.md#fragments-and-special-keys): a hydrated node whose
// `$fragmentImpls` names an active fragment is rendered by that fragment instead of the built-in widget. A fragment
// is an ES module served by the API whose default export is a React component receiving the widget's props, plus a
// stylesheet. Fragments get React from `globalThis.QuorumFragmentRuntime.React` (they cannot resolve the bare "react"
// import).

import type { ComponentType } from "react";
import * as React from "react";
import type { HydratedNode } from "../types/generated/layout/hydrated-node";

export type FragmentImpl = NonNullable<NonNullable<HydratedNode["$fragmentImpls"]>[string]>;
export type FragmentComponent = ComponentType<Record<string, unknown>>;
export type FragmentLoader = (impl: FragmentImpl) => Promise<FragmentComponent>;

/**
 * How long a fragment's stylesheet may take before the fragment renders anyway
 * (docs/reference/ui-behaviour.md#timings).
 */
const STYLESHEET_TIMEOUT_MS = 1000;

/** The node's custom fragment, if any (the first one with sources). */
export function customFragment(node: HydratedNode): FragmentImpl | undefined {
  return Object.values(node.$fragmentImpls ?? {}).find((impl): impl is FragmentImpl => Boolean(impl?.jsUrl));
}

function addStylesheet(href: string): Promise<void> {
  const present = [...document.querySelectorAll<HTMLLinkElement>("link[data-fragment-css]")].some(
    (link) => link.dataset.fragmentCss === href,
  );
  if (present) return Promise.resolve();
  return new Promise((resolve) => {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = href;
    link.dataset.fragmentCss = href;
    const timer = setTimeout(resolve, STYLESHEET_TIMEOUT_MS);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    link.addEventListener("load", done);
    link.addEventListener("error", () => {
      console.error(`Layout: the fragment stylesheet ${href} failed to load.`);
      done();
    });
    document.head.append(link);
  });
}

async function importFragment(impl: FragmentImpl): Promise<FragmentComponent> {
  const runtime = globalThis as { QuorumFragmentRuntime?: { React: typeof React } };
  runtime.QuorumFragmentRuntime ??= { React };
  const [module] = await Promise.all([
    import(/* @vite-ignore */ impl.jsUrl) as Promise<{ default?: unknown }>,
    addStylesheet(impl.cssUrl),
  ]);
  if (typeof module.default !== "function") {
    throw new Error(`Fragment ${impl.fragmentUUID} has no component as its default export.`);
  }
  return module.default as FragmentComponent;
}

const loaded = new Map<string, Promise<FragmentComponent>>();

/** Loads a fragment once per page; a failed load is retried on the next render that needs it. */
const loadFragment: FragmentLoader = (impl) => {
  const key = `${impl.jsUrl}|${impl.cssUrl}`;
  let pending = loaded.get(key);
  if (!pending) {
    pending = importFragment(impl);
    pending.catch(() => loaded.delete(key));
    loaded.set(key, pending);
  }
  return pending;
};

export const FragmentLoaderContext = React.createContext<FragmentLoader>(loadFragment);

// A part of a page that is a chunk of its own, loaded when first shown (React.lazy inside the
// caller's Suspense): the forms and modals of the job page and the company profile, which bring
// react-hook-form, TypeBox and their calls' schemas (issue 30: not on those pages' first load).
// What opens a part asks for it on intent (pointed at, touched or focused: preloadOn), so it is
// usually there by the click; once loaded, a part mounted after that renders without suspending.
import { lazy, useState, type ComponentType, type ReactElement } from 'react';

export interface LazyPart<P extends object> {
  (props: P): ReactElement;
  /** Starts loading the part's chunk (once; again after a failed load). */
  preload: () => void;
}

export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const start = () =>
    (loading ??= load().then(
      (component) => {
        loaded = component;
        return { default: component };
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  const Lazy = lazy(start);
  function Part(props: P) {
    // Chosen once per mount: switching from the lazy to the loaded type would remount the form.
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  Part.preload = () => {
    start().catch(() => undefined);
  };
  return Part;
}

/** The props of what opens a part (a button): its chunk starts loading when pointed at or focused. */
export function preloadOn(part: { preload: () => void }) {
  return { onPointerEnter: part.preload, onFocus: part.preload };
}

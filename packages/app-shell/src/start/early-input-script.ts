/**
 * The first thing a server-rendered page runs, inline in its head before any of the body: it holds
 * the presses and form submissions a traveller makes before the app's script has even started (a
 * phone on 4G paints the sign-in form well before the bundle arrives). Without it a "Join" press
 * would do nothing and a "Sign in" press would send the form to the server as a plain POST, a page
 * reload that loses the typing. `holdEarlyInput` (early-input.ts) takes the held events over when the
 * app mounts and gives them to React once the page has hydrated.
 *
 * A press that has begun (pointer down) when the page hydrates is let finish first: its click would
 * otherwise reach a button that never saw it start, and react-aria ignores such a click.
 *
 * It also notes what each field last held when typed in: React keeps a field's content when it
 * hydrates it, but its state holds the server's (empty) value, and any render before the hand-over
 * would put that back.
 *
 * What React has hydrated already is React's: a press on a hydrated button, a form sent whose every
 * control is hydrated, and typing in a hydrated field pass untouched (React hydrates the page in
 * parts; holding a press on a live part would replay it later as a virtual click, and re-telling a
 * field typed after hydration could undo what the app did with it since, such as a combobox's pick).
 * Its `h` is `isHydrated` of early-input.ts written again (a string cannot import it): keep them alike.
 *
 * Plain ES2015 in a string (not a compiled function), so the API can serve it inline and allow
 * exactly it with a hash in the Content-Security-Policy (`EARLY_INPUT_SCRIPT_HASH`). Only buttons and
 * forms inside the app's root are held; links and boxes keep their own behaviour.
 */
export const EARLY_INPUT_GLOBAL = '__clubstayEarlyInput';

export const EARLY_INPUT_SCRIPT = `(function(w,d){var q=[],f=new Map(),p=0,o=false;function inRoot(n){var r=d.getElementById('root');return!!r&&n instanceof Node&&r.contains(n)}function onDown(e){p=inRoot(e.target)?Date.now():0}function onUp(){p=0}function h(n){return Object.keys(n).some(function(k){return k.indexOf('__reactFiber$')===0})}function onClick(e){p=0;if(o)return;var b=e.target instanceof Element?e.target.closest('button'):null;if(!b||b.disabled||!inRoot(b)||h(b))return;e.preventDefault();e.stopPropagation();q.push({button:b})}function onSubmit(e){if(o)return;var t=e.target;if(!(t instanceof HTMLFormElement)||!inRoot(t)||h(t)&&Array.prototype.every.call(t.elements,h))return;e.preventDefault();e.stopPropagation();q.push({form:t,submitter:e.submitter||null})}function onInput(e){var t=e.target;if(!(t instanceof HTMLInputElement||t instanceof HTMLTextAreaElement)||!inRoot(t)||h(t))return;f.set(t,t.type==='checkbox'||t.type==='radio'?t.checked:t.value)}d.addEventListener('pointerdown',onDown,true);d.addEventListener('pointercancel',onUp,true);d.addEventListener('click',onClick,true);d.addEventListener('submit',onSubmit,true);d.addEventListener('input',onInput,true);d.addEventListener('change',onInput,true);w.${EARLY_INPUT_GLOBAL}={take:function(){return q.splice(0)},through:function(g){o=true;try{g()}finally{o=false}},typed:function(){return Array.from(f)},pressing:function(){return p>0&&Date.now()-p<1500},stop:function(){d.removeEventListener('pointerdown',onDown,true);d.removeEventListener('pointercancel',onUp,true);d.removeEventListener('click',onClick,true);d.removeEventListener('submit',onSubmit,true);d.removeEventListener('input',onInput,true);d.removeEventListener('change',onInput,true);return q.splice(0)}}})(window,document)`;

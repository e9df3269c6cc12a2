import { transitionText, type DiagramState, type MachineGraph } from './graph';
import { ENGLISH_WORDS, stateActionTexts } from './layout-geometry';

/**
 * A statechart as Mermaid `stateDiagram-v2` text. The machine's root is the outer composite
 * state (its own transitions, like a sign-out heard from another tab, leave from it); each
 * compound state is a `state X { ... }` block with `[*] -->` its initial child; each final state
 * goes `--> [*]`; transitions are labelled "event [guard] / actions" ("after delay", "done: invokeId",
 * "error: invokeId"); a transition that stays in its state is drawn from it to itself; a
 * state's invocations and entry and exit actions are its description ("entry / reach"); what the
 * state is for (its `description` in the machine) is a comment beside it.
 *
 * Mermaid ids cannot hold dots, and keys repeat in different parents, so a state's id is its
 * node id with dots as underscores (`sessionTimeout_active_quiet`) and its label is its key.
 */

export const mermaidId = (stateId: string): string => stateId.replace(/[^A-Za-z0-9_]/g, '_');

/**
 * A label on one line; Mermaid would read a second ":" or a ";" as syntax, so they are written as
 * its entity codes (shown as the characters themselves when rendered).
 */
const mermaidLabel = (text: string): string => text.replace(/[\r\n]+/g, ' ').replace(/[#:;]/g, (c) => `#${c.charCodeAt(0)};`);

export function toMermaid(graph: MachineGraph, options: { title?: string } = {}): string {
  const byId = new Map(graph.states.map((s) => [s.id, s]));
  const ancestors = (id: string): string[] => {
    const out: string[] = [];
    for (let s = byId.get(id); s; s = s.parent ? byId.get(s.parent) : undefined) out.unshift(s.id);
    return out;
  };
  /** where a transition is written: inside the innermost compound state holding both ends */
  const containerOf = (a: string, b: string): string | null => {
    const pa = ancestors(a);
    const pb = ancestors(b);
    let common = graph.root;
    for (let i = 0; i < Math.min(pa.length, pb.length) && pa[i] === pb[i]; i++) common = pa[i]!;
    // a transition from a compound state to its own descendant is written beside that state
    if (common === a || common === b) return byId.get(common)!.parent;
    return common;
  };
  const edgesIn = new Map<string, string[]>();
  for (const t of graph.transitions) {
    const targets = t.targets.length ? t.targets : [t.source];
    for (const target of targets) {
      // null: outside every block (the root's own transitions)
      const where = (t.source === target ? byId.get(t.source)!.parent : containerOf(t.source, target)) ?? '';
      const line = `${mermaidId(t.source)} --> ${mermaidId(target)} : ${mermaidLabel(transitionText(t))}`;
      edgesIn.set(where, [...(edgesIn.get(where) ?? []), line]);
    }
  }

  const lines: string[] = ['stateDiagram-v2'];
  if (options.title) lines.unshift('---', `title: ${JSON.stringify(options.title)}`, '---');
  const write = (state: DiagramState, indent: string) => {
    const id = mermaidId(state.id);
    lines.push(`${indent}state "${state.key.replace(/"/g, "'")}" as ${id}`);
    // what the state is for: a sentence, too long for its box, so a comment beside it
    if (state.description) lines.push(`${indent}%% ${id}: ${state.description.replace(/[\r\n]+/g, ' ')}`);
    // Mermaid gives a composite state a title only: its invocations and actions go in a comment
    const described = [...state.invokes.map((inv) => `invokes ${inv.id} (${inv.src})`), ...stateActionTexts(state, ENGLISH_WORDS)];
    for (const text of described) lines.push(state.children.length ? `${indent}%% ${id} ${text}` : `${indent}${id} : ${mermaidLabel(text)}`);
    if (state.children.length) {
      lines.push(`${indent}state ${id} {`);
      const inner = `${indent}  `;
      const children = state.children.map((c) => byId.get(c)!);
      // Mermaid puts a state in the block that names it last: the transitions of a block come
      // before its states, so a state named by a transition crossing into it stays in its own
      for (const line of edgesIn.get(state.id) ?? []) lines.push(`${inner}${line}`);
      const initial = children.find((c) => c.initial);
      if (initial) lines.push(`${inner}[*] --> ${mermaidId(initial.id)}`);
      for (const child of children) write(child, inner);
      for (const child of children.filter((c) => c.kind === 'final')) lines.push(`${inner}${mermaidId(child.id)} --> [*]`);
      lines.push(`${indent}}`);
    }
  };
  // the root's own transitions, into its children
  for (const line of edgesIn.get('') ?? []) lines.push(`  ${line}`);
  write(byId.get(graph.root)!, '  ');
  return `${lines.join('\n')}\n`;
}

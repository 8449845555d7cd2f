/** The srcdoc documents of the parent and inner frames (SPEC-2, page 14). */
export const PROJECT_TYPES = ['Internal', 'Customer', 'Research'] as const;

function frameDocument(title: string, cssUrl: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title><link rel="stylesheet" href="${cssUrl}"></head><body>${body}</body></html>`;
}

/** Escapes text for a double-quoted HTML attribute (the inner frame's srcdoc). */
export function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

export function innerFrameDocument(cssUrl: string): string {
  const options = PROJECT_TYPES.map(
    (type) =>
      `<li role="option" id="option-${type.toLowerCase()}" aria-selected="false">${type}</li>`,
  ).join('');
  return frameDocument(
    'Inner frame',
    cssUrl,
    `<div class="row"><span class="caption">Project type</span><div class="combo"><input type="text" role="combobox" id="projectType" name="projectType" placeholder="Type or pick a project type" autocomplete="off" aria-controls="projectTypeList" aria-expanded="false"><button type="button" tabindex="-1" aria-label="Lookup">▼</button><ul class="lookup-list" id="projectTypeList" role="listbox" aria-label="Project types" hidden>${options}</ul></div></div>`,
  );
}

export function parentFrameDocument(cssUrl: string): string {
  return frameDocument(
    'Parent frame',
    cssUrl,
    `<div class="row"><label for="parentInput">Parent Input Label:</label><input type="text" id="parentInput" placeholder="Has a label"></div><div class="row"><label for="parentDropdown">Parent Dropdown Label:</label><select id="parentDropdown"><option value="">Choose...</option><option value="a">Alpha</option><option value="b">Beta</option><option value="c">Gamma</option></select></div><iframe class="inner-frame" title="inner-iframe" srcdoc="${escapeAttribute(innerFrameDocument(cssUrl))}"></iframe>`,
  );
}

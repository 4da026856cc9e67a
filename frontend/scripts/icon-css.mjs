// Prints the CSS rules of Material icons for components/Icon.module.css, one class per icon, named after the
// icon without its style suffix (FavoriteRounded → .favorite). Usage, from the repository's root:
//   node frontend/scripts/icon-css.mjs FavoriteRounded PlaceOutlined >> frontend/src/components/Icon.module.css
// The shapes are read from @mui/icons-material (MIT), the same ones its React components draw.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

function shapes(name) {
  const source = readFileSync(require.resolve(`@mui/icons-material/${name}`), 'utf8');
  const elements = [...source.matchAll(/jsx\)\("(\w+)", \{([^}]*)\}/g)].map(([, tag, props]) => {
    const attributes = [...props.matchAll(/(\w+): "?([^",\n]+)"?/g)].map(([, key, value]) => `${key}='${value}'`);
    return `<${tag} ${attributes.join(' ')}/>`;
  });
  if (elements.length === 0) throw new Error(`no shape found in @mui/icons-material/${name}`);
  return elements.join('');
}

for (const name of process.argv.slice(2)) {
  const className = name.replace(/(Rounded|Outlined)$/, '').replace(/^./, (first) => first.toLowerCase());
  const svg = `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'>${shapes(name)}</svg>`;
  process.stdout.write(`/* ${name} */\n.${className} {\n  --icon: url("data:image/svg+xml,${svg}");\n}\n\n`);
}

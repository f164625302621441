// Babel is used only to turn each TypeScript/TSX file into plain JavaScript for dependency-cruiser to read its
// imports: the TypeScript package here is the native compiler, which has no JavaScript API to parse with.
// `import type` is removed, so type-only imports are not edges. The reader parses ES2020, so the few newer
// syntaxes the code uses are lowered; otherwise it would fall back to a loose parse that can drop imports.
module.exports = {
  babelrc: false,
  configFile: false,
  presets: [
    ["@babel/preset-typescript", { onlyRemoveTypeImports: true, allowDeclareFields: true }],
    ["@babel/preset-react", { runtime: "classic" }],
  ],
  plugins: [
    "@babel/plugin-transform-numeric-separator",
    "@babel/plugin-transform-class-properties",
    "@babel/plugin-transform-logical-assignment-operators",
  ],
};

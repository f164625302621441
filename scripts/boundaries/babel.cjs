// Babel is used here only to strip types and JSX before dependency-cruiser reads the imports: the TypeScript
// compiler this project uses has no JavaScript API. `import type` is removed, so type-only imports are not edges.
module.exports = {
  babelrc: false,
  configFile: false,
  presets: [
    ["@babel/preset-typescript", { onlyRemoveTypeImports: true, allowDeclareFields: true }],
    ["@babel/preset-react", { runtime: "classic" }],
  ],
};

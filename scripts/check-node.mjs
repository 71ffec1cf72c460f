// Parley runs on Node 24; the node@24 devDependency puts it first on npm's PATH.
const major = Number(process.versions.node.split(".")[0]);
if (major !== 24) {
  console.error(
    `Parley needs Node.js 24, but this is Node.js ${process.versions.node}. ` +
      "Run it through npm (npm start, npm test) so the node@24 devDependency is used, or install Node 24.",
  );
  process.exit(1);
}

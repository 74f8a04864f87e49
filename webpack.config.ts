import * as fs from 'node:fs';
import * as path from 'node:path';
import * as zlib from 'node:zlib';

import { gzip as zopfliGzip, ZopfliOptions } from '@gfx/zopfli';
import CompressionPlugin from 'compression-webpack-plugin';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import fastGlob from 'fast-glob';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { PurgeCSSPlugin } from 'purgecss-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import webpack from 'webpack';

/** Copies client/public (favicon, robots fallbacks) next to index.html. */
class CopyPublicPlugin {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.afterEmit.tap('CopyPublicPlugin', () => {
      const from = path.resolve(__dirname, 'client/public');
      const to = path.resolve(__dirname, process.env.CLIENT_OUT_DIR ?? 'dist/client');
      fs.cpSync(from, to, { recursive: true });
    });
  }
}

/**
 * V8's explicit compile hint (Chrome 136+): a script that starts with `//# allFunctionsCalledOnLoad` has
 * all its functions compiled eagerly while it streams in, on a background thread, instead of one by one on
 * the main thread the first time each is called. Given to the entry and the public pages' route chunks,
 * whose code nearly all runs on a page load; not to the admin's. Added after minification (which would
 * drop the comment), before the content hashes are computed.
 */
class CompileHintsPlugin {
  constructor(private readonly chunkNames: RegExp) {}
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'CompileHintsPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, () => {
        for (const chunk of compilation.chunks) {
          if (!chunk.name || !this.chunkNames.test(chunk.name)) continue;
          for (const file of chunk.files) {
            if (!file.endsWith('.js')) continue;
            compilation.updateAsset(file, (old) => new webpack.sources.ConcatSource('//# allFunctionsCalledOnLoad\n', old));
          }
        }
      });
    });
  }
}

/**
 * Bootstrap ships ~230 KB of CSS, of which the site uses a small part: PurgeCSS keeps the rules whose
 * class names occur in our sources (client, and server-side seed content), plus every class the
 * react-bootstrap components we use compose at run time (btn-{variant}, modal-*, form-*, ...).
 */
const purgeCss = () =>
  new PurgeCSSPlugin({
    paths: fastGlob.sync(['client/src/**/*.{ts,tsx}', 'client/index.html', 'src/**/*.ts'], { cwd: __dirname, absolute: true, ignore: ['**/*.test.ts', '**/*.spec.ts'] }),
    safelist: {
      standard: [
        /^(alert|badge|btn|card|dropdown|form|modal|offcanvas|progress|spinner|tab|table|input-group|invalid|valid|is-|was-|text-bg-|visually-hidden|fade|show|showing|hiding|collapse|collapsing|active|disabled)/,
        /^nav(-|$)/,
        // Colour props (Badge bg/text, Spinner variant, Card border/text) become these utilities.
        /^(bg|text|border)-(primary|secondary|success|danger|warning|info|light|dark|white|black|body|muted)$/,
        // Class names composed at run time from a value (`name--${value}`): a card placeholder's category (resource-card.tsx,
        // content.css draws each icon), an image module's column count, a version's status badge in the rollback list.
        /^resource-card__placeholder--/,
        /^cm-images--/,
        /^rollback-status--/,
        'html',
        'body',
      ],
    },
    blocklist: [],
  });

const CLIENT_OUT = path.resolve(__dirname, process.env.CLIENT_OUT_DIR ?? 'dist/client');

const swcRule = (production: boolean): webpack.RuleSetRule => ({
  test: /\.tsx?$/,
  exclude: /node_modules/,
  use: {
    loader: 'swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: !production } },
        target: 'es2020',
      },
    },
  },
});

/**
 * react-router's package exports only its development build (no "production" condition): it carries
 * warnings, invariant messages and dev checks the production build leaves out. Both client bundles take
 * the production build (the same one, so the server's HTML and the hydration match).
 */
const reactRouterBuild = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production');

/** See scripts/pure-components-loader.js: lets the minifier drop the components and contexts of react-router we do not use. */
const reactRouterRule: webpack.RuleSetRule = {
  test: /[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[^\\/]+\.mjs$/,
  loader: path.resolve(__dirname, 'scripts/pure-components-loader.js'),
};

/**
 * The site catalogs arrive precompiled to ICU ASTs (scripts/messages-loader.js): FormatJS's ICU parser never goes into
 * the bundles (the no-parser build stands in for it wherever a module names it).
 */
const icuParserNoParser = require.resolve('@formatjs/icu-messageformat-parser/no-parser.js');
const SITE_CATALOG = /[\\/]src[\\/]contract[\\/]i18n[\\/]messages[\\/]site\.[a-z]+\.json$/;
const messagesRule: webpack.RuleSetRule = {
  test: SITE_CATALOG,
  resourceQuery: { not: [/^\?url$/] },
  // The loader writes a module (the part, and for English the loader of its French twin), not JSON.
  type: 'javascript/auto',
  loader: path.resolve(__dirname, 'scripts/messages-loader.js'),
};
/** Any other JSON imported by the code (the forms' catalogs), as webpack parses JSON. */
const jsonRule: webpack.RuleSetRule = { test: /\.json$/, exclude: SITE_CATALOG, resourceQuery: { not: [/^\?url$/] }, type: 'json' };

const resolve: webpack.ResolveOptions = {
  extensions: ['.tsx', '.ts', '.js', '.mjs'],
  alias: {
    '@formatjs/icu-messageformat-parser$': icuParserNoParser,
    '@contract': path.resolve(__dirname, 'src/contract'),
    '@client': path.resolve(__dirname, 'client/src'),
    'react-router$': path.join(reactRouterBuild, 'index.mjs'),
    'react-router/dom$': path.join(reactRouterBuild, 'dom-export.mjs'),
  },
};

/**
 * Data fetched at run time, not bundled (`import url from './file.json?url'`): a hashed file next to the scripts,
 * parsed with JSON.parse when it arrives instead of compiled as script (the results map's outlines).
 */
const jsonUrlRule = (emit: boolean): webpack.RuleSetRule => ({ test: /\.json$/, resourceQuery: /^\?url$/, type: 'asset/resource', generator: { emit } });

/**
 * Images and fonts: the same rule (and so the same hashed URLs) in the browser and the server build. Small
 * rasters and fonts are inlined; an SVG is always a file (as a base64 data URL inside a script it costs ~1 KB
 * of gzip each and is sent again with every chunk that shows it), unless imported as `file.svg?inline`
 * (the home hero, so the largest paint needs no second request).
 */
const assetRule = (emit: boolean): webpack.RuleSetRule => ({
  test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/i,
  oneOf: [
    { resourceQuery: /^\?inline$/, type: 'asset/inline' },
    { test: /\.svg$/i, type: 'asset/resource', generator: { emit } },
    { type: 'asset', parser: { dataUrlCondition: { maxSize: 2048 } }, generator: { emit } },
  ],
});

/**
 * The server-side renderer of public pages (client/src/ssr.tsx) as one Node module next to the
 * client build: the same components, CSS left to the browser build, asset URLs identical to it.
 */
const ssrConfig = (production: boolean): webpack.Configuration => ({
  name: 'ssr',
  mode: production ? 'production' : 'development',
  target: 'node20',
  entry: { ssr: './client/src/ssr.tsx' },
  output: {
    path: path.join(CLIENT_OUT, '..', 'client-ssr'),
    publicPath: '/assets/',
    filename: '[name].js',
    assetModuleFilename: '[name].[contenthash:8][ext]',
    library: { type: 'commonjs2' },
    clean: true,
  },
  resolve,
  devtool: false,
  module: {
    rules: [
      swcRule(production),
      reactRouterRule,
      { test: /\.css$/, use: [{ loader: MiniCssExtractPlugin.loader, options: { emit: false } }, 'css-loader'] },
      assetRule(false),
      jsonUrlRule(false),
      messagesRule,
      jsonRule,
    ],
  },
  plugins: [
    new MiniCssExtractPlugin(),
    new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    new webpack.DefinePlugin({ 'process.env.API_BASE_URL': JSON.stringify(process.env.API_BASE_URL ?? '') }),
  ],
  optimization: {
    // Whitespace and comments out, names and code as written (no mangling, no compression), and
    // ASCII only: V8 keeps a module's source for as long as its functions live, and one character
    // past Latin-1 makes the whole string two bytes per character. Measured: 4.46 MB of source held
    // as an 8.9 MB string in the app's heap, now 2.64 MB (swc, under a second).
    minimize: production,
    minimizer: [
      new TerserPlugin({
        minify: TerserPlugin.swcMinify,
        extractComments: false,
        terserOptions: { compress: false, mangle: false, format: { asciiOnly: true, comments: false } },
      }),
    ],
    splitChunks: false,
    moduleIds: 'deterministic',
  },
  performance: { hints: false },
  stats: 'errors-warnings',
});

// Loaded through esbuild-register (see package.json "build:client").
export default (_env: unknown, argv: { mode?: 'production' | 'development' }): webpack.Configuration[] => {
  const production = argv.mode !== 'development';
  return [clientConfig(production), ssrConfig(production)];
};

/**
 * Brotli (quality 11) and gzip (Zopfli) copies of the scripts, styles, SVGs and JSON data, made once at build:
 * the server sends them as they are (@fastify/static `preCompressed`, src/web/web.module.ts), so no
 * asset is compressed per request and brotli runs at its best quality, not the fast one a per-request
 * compressor has to use (scripts come out ~15% smaller than gzip).
 */
const precompressed = () => {
  const test = /\.(js|css|svg|json)$/;
  return [
    new CompressionPlugin<zlib.BrotliOptions>({
      test,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
      threshold: 1024,
      minRatio: 0.9,
    }),
    // gzip by Zopfli (Google's exhaustive deflate encoder; the plugin's documented way): a standard gzip stream
    // ~3.5% smaller than zlib's level 9, for clients without brotli. 15 iterations: ~1 s for the entry, once per build.
    new CompressionPlugin<ZopfliOptions>({
      test,
      filename: '[path][base].gz',
      algorithm: (input, options, callback) => zopfliGzip(input, options, callback),
      compressionOptions: { numiterations: 15 },
      threshold: 1024,
      minRatio: 0.9,
    }),
  ];
};

const clientConfig = (production: boolean): webpack.Configuration => {
  return {
    name: 'client',
    mode: production ? 'production' : 'development',
    entry: { main: './client/src/main.tsx' },
    output: {
      path: path.join(CLIENT_OUT, 'assets'),
      publicPath: '/assets/',
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      assetModuleFilename: '[name].[contenthash:8][ext]',
      clean: true,
      // Always write: webpack otherwise skips a hashed file that exists, and so a .br/.gz copy made with other
      // compression settings into an existing dist/ would be kept (the hash is the script's, not the copy's).
      compareBeforeEmit: false,
    },
    resolve,
    devtool: production ? false : 'eval-cheap-module-source-map',
    module: {
      rules: [swcRule(production), reactRouterRule, { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] }, assetRule(true), jsonUrlRule(true), messagesRule, jsonRule],
    },
    plugins: [
      new MiniCssExtractPlugin({ filename: production ? '[name].[contenthash:8].css' : '[name].css', chunkFilename: production ? '[name].[contenthash:8].css' : '[name].css' }),
      new HtmlWebpackPlugin({ template: './client/index.html', filename: '../index.html', inject: 'body', scriptLoading: 'defer', minify: false }),
      new CopyPublicPlugin(),
      ...(production ? [purgeCss(), new CompileHintsPlugin(/^(main|site-(home|product|footer|banner))$/), ...precompressed()] : []),
      new webpack.DefinePlugin({ 'process.env.API_BASE_URL': JSON.stringify(process.env.API_BASE_URL ?? '') }),
    ],
    optimization: {
      minimize: production,
      // Terser (webpack's own default), two passes: it folds what the swc minifier left (react-router's data-router
      // branches, stated away in scripts/pure-components-loader.js), ~0.6 KB gzip less in the entry; ~8 s more per build.
      minimizer: [new TerserPlugin({ terserOptions: { compress: { passes: 2 }, mangle: true } }), new CssMinimizerPlugin()],
      splitChunks: { chunks: 'async' },
      moduleIds: 'deterministic',
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
};

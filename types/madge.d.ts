// The part of madge's Node API (8.x) that test/architecture/importGraph.test.ts uses: madge ships no types.
declare module 'madge' {
  interface MadgeConfig {
    /** Paths in the results are relative to this folder. */
    baseDir?: string;
    /** Extensions of the files to look for in the given folders (default ['js']). */
    fileExtensions?: string[];
    excludeRegExp?: RegExp[];
    /** A tsconfig file's path, or its parsed content. */
    tsConfig?: string | Record<string, unknown>;
    /** Options per file type for the import finders (precinct's detectives), e.g. { ts: { skipTypeImports } }. */
    detectiveOptions?: Record<string, Record<string, unknown>>;
    includeNpm?: boolean;
  }

  interface MadgeResult {
    /** Each module (path relative to baseDir) with the modules it imports. */
    obj(): Record<string, string[]>;
    /** Imports that could not be resolved (madge drops them from the graph). */
    warnings(): { skipped: string[] };
    /** Each import circle as the list of its modules. */
    circular(): string[][];
    depends(id: string): string[];
    orphans(): string[];
  }

  function madge(path: string | string[], config?: MadgeConfig): Promise<MadgeResult>;
  export = madge;
}

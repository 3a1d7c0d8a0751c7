import {
  Component,
  Suspense,
  use,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useBrand, useMarket } from '../../../config/brandContext';
import { LoadFailed, Skeleton } from '../../../ui';
import { documentLoad, documentSettled, forgetDocument } from '../documents/documentCache';
import { builtinSource, documentSource, type DocSource } from '../documents/source';
import type { DocKind, DocLanguage } from '../documents/types';
import { LegalNotInMarket } from './LegalNotInMarket';
import { DocumentView } from './DocumentView';
import './legalDocs.css';

export interface LegalDocumentProps {
  language: DocLanguage;
  /** The level of the document's title (2 by default); contents and sections one level below. */
  headingLevel?: 2 | 3;
  /** Whether the document shows its own title (true by default). */
  showTitle?: boolean;
}

type Props = LegalDocumentProps & { kind: DocKind };
type ViewProps = Omit<LegalDocumentProps, 'language'>;

/**
 * The document once loaded, written with the brand's names. A deployment's file that could not be used
 * gives way to the market's own document, or to the notice that the market does not publish one.
 */
function LoadedDocument({ source, ...view }: ViewProps & { source: DocSource }) {
  const module = use(documentLoad(source));
  const { appName, companyName, email, servicePhone } = useBrand();
  const market = useMarket();
  const document = useMemo(
    () => module?.default({ appName, companyName, email, servicePhone }) ?? null,
    [module, appName, companyName, email, servicePhone],
  );
  if (!document) {
    const fallback = builtinSource(source.kind, source.language, market);
    return fallback ? <LoadedDocument source={fallback} {...view} /> : <LegalNotInMarket />;
  }
  return (
    <DocumentView
      document={document}
      headingLevel={view.headingLevel}
      showTitle={view.showTitle}
      idPrefix={source.kind === 'privacy' ? 'privacy' : 'terms'}
    />
  );
}

/** A failed chunk load: the retry text and button instead of the document. */
class LoadBoundary extends Component<{ onRetry: () => void; children: ReactNode }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('legal document failed to load:', error instanceof Error ? error.message : '');
  }

  override render() {
    return this.state.failed ? <LoadFailed onRetry={this.props.onRetry} /> : this.props.children;
  }
}

const noSubscription = () => () => undefined;

/** True while a prerendered page hydrates (and while the build prerenders it), false once it has. */
const useHydrating = () =>
  useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );

/**
 * A document loaded lazily in its language (its own chunk, or the deployment's file): a skeleton while
 * it loads, Retry if a chunk fails; the notice that the market does not publish it when it has none. Suspense-based, so a build-time prerender waits for the whole text and a hydrated
 * page keeps its prerendered markup until the chunk is there. A prerendered page hydrates with its
 * document, as one: a boundary of the document's own still waiting for its chunk once the app has
 * taken the page over would be replaced, skeleton and all, by the first update reaching it (a contents
 * link's history entry, taken in by the router), the reader's place lost.
 */
function LazyLegalDocument({ kind, language, ...view }: Props) {
  const market = useMarket();
  const { legalFiles } = useBrand();
  const source = documentSource(kind, language, market, legalFiles);
  if (useHydrating() && source) use(documentSettled(source));
  const [attempt, setAttempt] = useState(0);
  if (!source) return <LegalNotInMarket />;
  const retry = () => {
    forgetDocument(source);
    setAttempt((n) => n + 1);
  };
  return (
    <LoadBoundary key={`${source.from}:${kind}:${source.language}:${attempt}`} onRetry={retry}>
      <Suspense fallback={<Skeleton lines={8} />}>
        <LoadedDocument source={source} {...view} />
      </Suspense>
    </LoadBoundary>
  );
}

/**
 * The privacy notice (aviso de privacidad) in Spanish or English. Needs only react-intl (for the
 * loading and retry texts) and, optionally, the brand context for the company's names.
 */
export function PrivacyNotice(props: LegalDocumentProps) {
  return <LazyLegalDocument kind="privacy" {...props} />;
}

/** The loan terms and conditions (India deployment) in English or Spanish. Same needs as PrivacyNotice. */
export function LoanTerms(props: LegalDocumentProps) {
  return <LazyLegalDocument kind="loanTerms" {...props} />;
}

import { PageContainer } from '@/components/layout/page-container';
import { ChatPage } from '@/features/chat/components/chat-page';
import { ProjectScope } from '@/features/projects/components/project-scope';

/** `/project/{id}/chat`: the analyst inside the project's scope; the open thread is in the URL. */
export const ChatScreen = ({
  projectUid,
  threadUid,
  onThreadChange,
}: {
  projectUid: string;
  threadUid: string | undefined;
  onThreadChange: (threadUid: string | undefined) => void;
}) => (
  <PageContainer>
    <ProjectScope projectUid={projectUid}>
      {(project) => (
        <ChatPage project={project} threadUid={threadUid} onThreadChange={onThreadChange} />
      )}
    </ProjectScope>
  </PageContainer>
);

-- Admins close a conversation and resolve an escalation from the chat history (issue 13;
-- docs/product-rules.md#admin-area). Only those two columns, and only for admins: the column grants keep every
-- other column read-only for signed-in users, and RLS admits admins only (a customer's update matches
-- no row). Inserts and deletes stay with the chat-support function (service_role).
grant update (status) on public.chat_conversations to authenticated;
grant update (resolved) on public.chat_escalations to authenticated;

create policy "Admins close conversations"
  on public.chat_conversations for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "Admins resolve escalations"
  on public.chat_escalations for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

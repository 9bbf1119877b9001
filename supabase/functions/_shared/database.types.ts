export type Json =
  | string
  | number
  | boolean
  | null
  | { [key: string]: Json | undefined }
  | Json[]

export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: "12.0.2"
  }
  public: {
    Tables: {
      blog_posts: {
        Row: {
          _deleted: boolean
          _modified: string
          author_id: string | null
          author_name: string | null
          category: string
          content: string
          created_at: string
          excerpt: string
          featured_image: string | null
          id: string
          linkedin_url: string | null
          meta_description: string | null
          meta_keywords: string[]
          published_at: string | null
          reading_time_minutes: number
          slug: string
          status: string
          title: string
          views_count: number
        }
        Insert: {
          _deleted?: boolean
          _modified?: string
          author_id?: string | null
          author_name?: string | null
          category: string
          content: string
          created_at?: string
          excerpt: string
          featured_image?: string | null
          id?: string
          linkedin_url?: string | null
          meta_description?: string | null
          meta_keywords?: string[]
          published_at?: string | null
          reading_time_minutes?: number
          slug: string
          status?: string
          title: string
          views_count?: number
        }
        Update: {
          _deleted?: boolean
          _modified?: string
          author_id?: string | null
          author_name?: string | null
          category?: string
          content?: string
          created_at?: string
          excerpt?: string
          featured_image?: string | null
          id?: string
          linkedin_url?: string | null
          meta_description?: string | null
          meta_keywords?: string[]
          published_at?: string | null
          reading_time_minutes?: number
          slug?: string
          status?: string
          title?: string
          views_count?: number
        }
        Relationships: []
      }
      chat_conversations: {
        Row: {
          created_at: string
          escalated: boolean
          id: string
          session_id: string
          status: string
          updated_at: string
          user_email: string | null
          user_id: string | null
          user_name: string | null
        }
        Insert: {
          created_at?: string
          escalated?: boolean
          id?: string
          session_id: string
          status?: string
          updated_at?: string
          user_email?: string | null
          user_id?: string | null
          user_name?: string | null
        }
        Update: {
          created_at?: string
          escalated?: boolean
          id?: string
          session_id?: string
          status?: string
          updated_at?: string
          user_email?: string | null
          user_id?: string | null
          user_name?: string | null
        }
        Relationships: []
      }
      chat_escalations: {
        Row: {
          contact_company: string | null
          contact_email: string | null
          contact_name: string | null
          contact_phone: string | null
          conversation_id: string
          created_at: string
          id: string
          ip_hash: string | null
          lead_note: string | null
          lead_status: string
          reason: string
          resolved: boolean
          urgent: boolean
          user_message: string
        }
        Insert: {
          contact_company?: string | null
          contact_email?: string | null
          contact_name?: string | null
          contact_phone?: string | null
          conversation_id: string
          created_at?: string
          id?: string
          ip_hash?: string | null
          lead_note?: string | null
          lead_status?: string
          reason: string
          resolved?: boolean
          urgent?: boolean
          user_message: string
        }
        Update: {
          contact_company?: string | null
          contact_email?: string | null
          contact_name?: string | null
          contact_phone?: string | null
          conversation_id?: string
          created_at?: string
          id?: string
          ip_hash?: string | null
          lead_note?: string | null
          lead_status?: string
          reason?: string
          resolved?: boolean
          urgent?: boolean
          user_message?: string
        }
        Relationships: [
          {
            foreignKeyName: "chat_escalations_conversation_id_fkey"
            columns: ["conversation_id"]
            isOneToOne: false
            referencedRelation: "chat_conversations"
            referencedColumns: ["id"]
          },
        ]
      }
      chat_messages: {
        Row: {
          content: string
          conversation_id: string
          created_at: string
          id: string
          role: string
        }
        Insert: {
          content: string
          conversation_id: string
          created_at?: string
          id?: string
          role: string
        }
        Update: {
          content?: string
          conversation_id?: string
          created_at?: string
          id?: string
          role?: string
        }
        Relationships: [
          {
            foreignKeyName: "chat_messages_conversation_id_fkey"
            columns: ["conversation_id"]
            isOneToOne: false
            referencedRelation: "chat_conversations"
            referencedColumns: ["id"]
          },
        ]
      }
      chat_rate_limits: {
        Row: {
          bucket: string
          hits: number
          window_start: string
        }
        Insert: {
          bucket: string
          hits?: number
          window_start: string
        }
        Update: {
          bucket?: string
          hits?: number
          window_start?: string
        }
        Relationships: []
      }
      chat_unanswered: {
        Row: {
          conversation_id: string
          created_at: string
          id: string
          question: string
          reason: string
        }
        Insert: {
          conversation_id: string
          created_at?: string
          id?: string
          question: string
          reason: string
        }
        Update: {
          conversation_id?: string
          created_at?: string
          id?: string
          question?: string
          reason?: string
        }
        Relationships: [
          {
            foreignKeyName: "chat_unanswered_conversation_id_fkey"
            columns: ["conversation_id"]
            isOneToOne: false
            referencedRelation: "chat_conversations"
            referencedColumns: ["id"]
          },
        ]
      }
      contact_messages: {
        Row: {
          client_id: string
          company: string | null
          created_at: string
          email: string
          id: string
          ip_hash: string | null
          lead_note: string | null
          lead_status: string
          message: string | null
          name: string
          user_agent: string | null
        }
        Insert: {
          client_id: string
          company?: string | null
          created_at?: string
          email: string
          id?: string
          ip_hash?: string | null
          lead_note?: string | null
          lead_status?: string
          message?: string | null
          name: string
          user_agent?: string | null
        }
        Update: {
          client_id?: string
          company?: string | null
          created_at?: string
          email?: string
          id?: string
          ip_hash?: string | null
          lead_note?: string | null
          lead_status?: string
          message?: string | null
          name?: string
          user_agent?: string | null
        }
        Relationships: []
      }
      customers: {
        Row: {
          created_at: string
          stripe_customer_id: string
          user_id: string
        }
        Insert: {
          created_at?: string
          stripe_customer_id: string
          user_id: string
        }
        Update: {
          created_at?: string
          stripe_customer_id?: string
          user_id?: string
        }
        Relationships: []
      }
      stripe_events: {
        Row: {
          id: string
          received_at: string
          type: string
        }
        Insert: {
          id: string
          received_at?: string
          type: string
        }
        Update: {
          id?: string
          received_at?: string
          type?: string
        }
        Relationships: []
      }
      subscriptions: {
        Row: {
          cancel_at: string | null
          cancel_at_period_end: boolean
          current_period_end: string | null
          id: string
          price_id: string | null
          quantity: number | null
          status: string
          stripe_customer_id: string
          stripe_state_at: number
          updated_at: string
          user_id: string
        }
        Insert: {
          cancel_at?: string | null
          cancel_at_period_end?: boolean
          current_period_end?: string | null
          id: string
          price_id?: string | null
          quantity?: number | null
          status: string
          stripe_customer_id: string
          stripe_state_at: number
          updated_at?: string
          user_id: string
        }
        Update: {
          cancel_at?: string | null
          cancel_at_period_end?: boolean
          current_period_end?: string | null
          id?: string
          price_id?: string | null
          quantity?: number | null
          status?: string
          stripe_customer_id?: string
          stripe_state_at?: number
          updated_at?: string
          user_id?: string
        }
        Relationships: []
      }
      testimonials: {
        Row: {
          _deleted: boolean
          _modified: string
          company_name: string
          created_at: string
          display_order: number
          id: string
          industry: string | null
          is_active: boolean
          logo_url: string | null
          quote: string
        }
        Insert: {
          _deleted?: boolean
          _modified?: string
          company_name: string
          created_at?: string
          display_order?: number
          id?: string
          industry?: string | null
          is_active?: boolean
          logo_url?: string | null
          quote: string
        }
        Update: {
          _deleted?: boolean
          _modified?: string
          company_name?: string
          created_at?: string
          display_order?: number
          id?: string
          industry?: string | null
          is_active?: boolean
          logo_url?: string | null
          quote?: string
        }
        Relationships: []
      }
      user_roles: {
        Row: {
          created_at: string
          id: string
          role: Database["public"]["Enums"]["app_role"]
          user_id: string
        }
        Insert: {
          created_at?: string
          id?: string
          role: Database["public"]["Enums"]["app_role"]
          user_id: string
        }
        Update: {
          created_at?: string
          id?: string
          role?: Database["public"]["Enums"]["app_role"]
          user_id?: string
        }
        Relationships: []
      }
    }
    Views: {
      admin_lead_items: {
        Row: {
          company: string | null
          conversation_id: string | null
          created_at: string | null
          email: string | null
          id: string | null
          message: string | null
          name: string | null
          note: string | null
          phone: string | null
          source: string | null
          status: string | null
          urgent: boolean | null
        }
        Relationships: []
      }
      chat_conversation_summaries: {
        Row: {
          created_at: string | null
          has_escalation: boolean | null
          id: string | null
          message_count: number | null
          session_id: string | null
          status: string | null
          updated_at: string | null
          user_email: string | null
          user_id: string | null
          user_name: string | null
        }
        Insert: {
          created_at?: string | null
          id?: string | null
          session_id?: string | null
          status?: string | null
          updated_at?: string | null
          user_email?: string | null
          user_id?: string | null
          user_name?: string | null
        }
        Update: {
          created_at?: string | null
          id?: string | null
          session_id?: string | null
          status?: string | null
          updated_at?: string | null
          user_email?: string | null
          user_id?: string | null
          user_name?: string | null
        }
        Relationships: []
      }
    }
    Functions: {
      admin_chat_conversations: {
        Args: { p_search?: string; p_status?: string; p_limit?: number; p_offset?: number }
        Returns: Json
      }
      admin_lead_stats: {
        Args: never
        Returns: Json
      }
      admin_leads: {
        Args: {
          p_search?: string
          p_status?: string
          p_source?: string
          p_from?: string
          p_to?: string
          p_limit?: number
          p_offset?: number
        }
        Returns: Json
      }
      apply_retention: {
        Args: { p_contact_months: number; p_chat_months: number; p_customer_months: number }
        Returns: Json
      }
      apply_stripe_subscription: {
        Args: {
          p_id: string
          p_user_id: string
          p_customer_id: string
          p_status: string
          p_price_id: string
          p_quantity: number
          p_current_period_end: string
          p_cancel_at_period_end: boolean
          p_state_at: number
          p_force?: boolean
          p_cancel_at?: string
        }
        Returns: string
      }
      blog_categories: {
        Args: never
        Returns: {
          category: string
          post_count: number
        }[]
      }
      chat_begin_turn: {
        Args: {
          p_conversation_id: string
          p_session_id: string
          p_user_id: string
          p_user_email: string
          p_user_name: string
          p_content: string
          p_ip_hash: string
          p_session_limit: number
          p_ip_limit: number
          p_window_seconds: number
        }
        Returns: Json
      }
      chat_finish_turn: {
        Args: {
          p_conversation_id: string
          p_content: string
          p_escalation_reason: string
          p_escalation_message: string
          p_urgent?: boolean
          p_ip_hash?: string
        }
        Returns: undefined
      }
      chat_published_posts: {
        Args: { p_known_version: string }
        Returns: Json
      }
      chat_record_unanswered: {
        Args: { p_conversation_id: string; p_question: string; p_reason: string }
        Returns: undefined
      }
      chat_save_handoff_contact: {
        Args: {
          p_conversation_id: string
          p_reason: string
          p_message: string
          p_name: string
          p_email: string
          p_phone: string
          p_company?: string
          p_urgent?: boolean
          p_ip_hash?: string
        }
        Returns: undefined
      }
      finish_site_rebuild: {
        Args: { p_burst: string; p_ok: boolean; p_error?: string }
        Returns: undefined
      }
      increment_post_views: {
        Args: { post_id: string }
        Returns: number
      }
      is_admin: {
        Args: never
        Returns: boolean
      }
      lead_mail_claim: {
        Args: { p_limit?: number; p_lease_seconds?: number }
        Returns: {
          lead_ref: string
          source: string
          name: string
          company: string
          email: string
          phone: string
          message: string
          conversation_id: string
          created_at: string
          attempts: number
          urgent: boolean
          folded: Json
        }[]
      }
      lead_mail_finish: {
        Args: { p_lead_ref: string; p_ok: boolean; p_error?: string; p_retry_seconds?: number }
        Returns: undefined
      }
      related_blog_posts: {
        Args: { p_slug: string }
        Returns: {
          id: string
          slug: string
          title: string
          excerpt: string
          category: string
          featured_image: string
          author_name: string
          published_at: string
          reading_time_minutes: number
          same_category: boolean
        }[]
      }
      submit_contact_message: {
        Args: {
          p_client_id: string
          p_name: string
          p_email: string
          p_company: string
          p_message: string
          p_user_agent: string
          p_ip_hash: string
          p_max_per_window: number
          p_window_seconds: number
        }
        Returns: {
          status: string
          id: string
          created_at: string
          retry_after_seconds: number
        }[]
      }
      take_site_rebuild: {
        Args: { p_quiet_seconds: number; p_retry_seconds?: number }
        Returns: string
      }
    }
    Enums: {
      app_role: "admin"
    }
    CompositeTypes: {
      [_ in never]: never
    }
  }
}

type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] &
        DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] &
        DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I
      }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U
      }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    | keyof DefaultSchema["Enums"]
    | { schema: keyof DatabaseWithoutInternals },
  EnumName extends DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never

export const Constants = {
  public: {
    Enums: {
      app_role: ["admin"],
    },
  },
} as const

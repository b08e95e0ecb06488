package dev.tabshell.app;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}

# New tabs: wait for a second window handle, switch to it, test it, and switch back.
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def test_the_link_opens_new_tab_in_a_new_tab(driver, base_url):
    driver.get(f"{base_url}/openNewTab")
    wait = WebDriverWait(driver, 10)
    first_tab = driver.current_window_handle

    wait.until(EC.element_to_be_clickable((By.LINK_TEXT, "Open new tab"))).click()
    wait.until(EC.number_of_windows_to_be(2))
    # The driver stays on the first tab until told to switch.
    new_tab = next(h for h in driver.window_handles if h != first_tab)
    driver.switch_to.window(new_tab)

    wait.until(EC.url_to_be(f"{base_url}/newTab"))
    wait.until(EC.visibility_of_element_located((
        By.XPATH,
        '//*[normalize-space()="Hello! This is a page that was opened in a new tab."]')))

    driver.close()
    driver.switch_to.window(first_tab)
    assert driver.current_url == f"{base_url}/openNewTab"

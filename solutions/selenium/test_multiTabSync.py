# Several tabs: switch_to.new_window('tab') opens a tab of the same profile; switch back to assert there.
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

FIELD = (By.ID, "new-todo")


def open_tabs(n):
    return (By.XPATH, f'//*[normalize-space()="Open tabs: {n}"]')


def todo(text):
    # A checkbox labelled by its text.
    return (By.XPATH, f'//label[normalize-space()="{text}"]/preceding-sibling::input[@type="checkbox"]')


def test_two_tabs_share_one_list_and_count_each_other(driver, base_url):
    wait = WebDriverWait(driver, 10)
    driver.get(f"{base_url}/multiTabSync")
    first = driver.current_window_handle
    wait.until(EC.visibility_of_element_located(open_tabs(1)))

    # A new tab of the same browser profile, and the driver now works in it.
    driver.switch_to.new_window("tab")
    second = driver.current_window_handle
    driver.get(f"{base_url}/multiTabSync")
    wait.until(EC.visibility_of_element_located(open_tabs(2)))
    wait.until(EC.visibility_of_element_located(FIELD)).send_keys("Buy milk", Keys.ENTER)
    wait.until(EC.visibility_of_element_located(todo("Buy milk")))

    # Back in the first tab: the to-do came over, unticked; tick it there.
    driver.switch_to.window(first)
    wait.until(EC.visibility_of_element_located(open_tabs(2)))
    box = WebDriverWait(driver, 1).until(EC.element_to_be_clickable(todo("Buy milk")))
    assert not box.is_selected()
    box.click()

    driver.switch_to.window(second)
    WebDriverWait(driver, 1).until(EC.element_located_to_be_selected(todo("Buy milk")))

    # Closing a tab lowers the count in the others.
    driver.close()
    driver.switch_to.window(first)
    wait.until(EC.visibility_of_element_located(open_tabs(1)))
